import { useCallback } from 'react';
import { useRequest } from '@survey/shared';
import { getAccount } from '../api/get-account';

/** The member's account for the home page; `setGold` applies a new balance (after a check-in). */
export function useAccount() {
  const { data: account, status, reload, setData } = useRequest(getAccount, []);
  const setGold = useCallback((gold: number) => setData((current) => (current ? { ...current, gold } : current)), [setData]);
  return { account, status, reload, setGold };
}
