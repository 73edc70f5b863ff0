import type { Account, getAccount as contract } from '@survey/contract';
import { defineCall, useRequest, useSession, type Platform } from '@survey/shared';

export const getAccount = defineCall<typeof contract>('GET', '/v1/users/account');

/** The signed-in member's account (balance, whether points show); null for visitors, while loading, or if it failed. */
export function useAccount(): Account | null {
  const loggedIn = useSession().token !== null;
  // A failure leaves the balance out: the platform has shown the error, the page works without it.
  const { data } = useRequest((http) => getAccount(http), [], { enabled: loggedIn });
  return loggedIn ? data : null;
}

/** Starts the account a screen with the member bar asks for, when someone is signed in (the area's prefetch). */
export function prefetchAccount({ http, session }: Platform): void {
  if (session.getState().token !== null) getAccount.prefetch(http);
}
