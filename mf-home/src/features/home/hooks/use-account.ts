import { useCallback } from 'react';
import type { Account, getAccount as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getAccount = defineCall<typeof contract>('GET', '/v1/users/account');

/** The member's account for the home page; `setGold` applies a new balance (after a check-in). */
export function useAccount() {
  const { data: account, status, reload, setData } = useRequest((http) => getAccount(http), []);
  const setGold = useCallback(
    (gold: Account['gold']) => setData((current): Account | null => (current ? { ...current, gold } : current)),
    [setData],
  );
  return { account, status, reload, setGold };
}
