import { useCallback } from 'react';
import type { Account } from '@survey/contract';
import { useRequest } from '@survey/shared';
import { getAccount } from '../../../lib/api/get-account';

/** The member's account for the home page; `setGold` applies a new balance (after a check-in). */
export function useAccount() {
  const { data: account, status, reload, setData } = useRequest((http) => getAccount(http), []);
  const setGold = useCallback(
    (gold: Account['gold']) => setData((current): Account | null => (current ? { ...current, gold } : current)),
    [setData],
  );
  return { account, status, reload, setGold };
}
