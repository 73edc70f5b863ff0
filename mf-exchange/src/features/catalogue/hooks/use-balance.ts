import { useEffect, useState } from 'react';
import { usePlatform, useSession } from '@survey/shared';
import { getAccount, type AccountBalance } from '../api/get-account';

/** The signed-in member's gold balance; null for visitors, while loading, or if it failed. */
export function useBalance(): AccountBalance | null {
  const { http } = usePlatform();
  const loggedIn = useSession().token !== null;
  const [account, setAccount] = useState<AccountBalance | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      setAccount(null);
      return;
    }
    let active = true;
    getAccount(http).then(
      (data) => {
        if (active) setAccount(data);
      },
      () => {
        // The platform has shown the error; the catalogue works without the balance.
      },
    );
    return () => {
      active = false;
    };
  }, [http, loggedIn]);

  return loggedIn ? account : null;
}
