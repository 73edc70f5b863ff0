import { useRequest, useSession } from '@survey/shared';
import { getAccount, type AccountBalance } from '../api/get-account';

/** The signed-in member's gold balance; null for visitors, while loading, or if it failed. */
export function useBalance(): AccountBalance | null {
  const loggedIn = useSession().token !== null;
  // A failure leaves the balance out: the platform has shown the error, the catalogue works without it.
  const { data } = useRequest(getAccount, [], { enabled: loggedIn });
  return loggedIn ? data : null;
}
