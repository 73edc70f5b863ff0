import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import { getAccount, type Account } from '../api/get-account';

type Status = 'loading' | 'ready' | 'error';

/** The member's account for the home page; `setGold` applies a new balance (after a check-in). */
export function useAccount() {
  const { http } = usePlatform();
  const [account, setAccount] = useState<Account | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    try {
      const data = await getAccount(http);
      if (request !== latest.current) return;
      setAccount(data);
      setStatus('ready');
    } catch {
      if (request === latest.current) setStatus('error');
    }
  }, [http]);

  useEffect(() => {
    void load();
  }, [load]);

  const setGold = useCallback((gold: number) => setAccount((current) => (current ? { ...current, gold } : current)), []);

  return { account, status, reload: load, setGold };
}
