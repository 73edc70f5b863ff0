import { useCallback, useEffect, useState } from 'react';
import type { Account, UserInfo } from '@survey/contract';
import { usePlatform, useSession } from '@survey/shared';

/**
 * The shell reads the member with GET /v1/users/account (on page load, on navigation, after a
 * balance change) and keeps that answer, an Account, as the session's user; a sign-in's answer
 * is the shorter UserInfo. That one carries `gold` too (the header's balance) but no credit or
 * quality score: taken for an Account it drew 权益值 0 and 质量分 0 until the next read. Only
 * the fields an Account alone has tell the two apart.
 */
function heldAccount(user: UserInfo | null): Account | null {
  return user && 'credit' in user && 'quality' in user ? (user as Account) : null;
}

/**
 * The member's account for the home page: the one the shell already read, not a second request.
 * When the shell holds none read in this page (just signed in, or only the copy an earlier visit
 * stored, whose balance may be old) it is read — sharing the shell's read if one is on its way —
 * into the session, so the header's balance comes with it. `setGold` applies a new balance
 * (after a check-in) to both.
 */
export function useAccount() {
  const { session } = usePlatform();
  const { user, userReadAt } = useSession();
  const account = userReadAt === null ? null : heldAccount(user);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    void session.refreshUser().then((user) => setFailed(user === null));
  }, [session]);
  const missing = account === null;
  useEffect(() => {
    if (missing && session.isLoggedIn()) reload();
  }, [missing, reload, session]);
  const setGold = useCallback(
    (gold: Account['gold']) => {
      const current = heldAccount(session.getState().user);
      if (current) session.setUser({ ...current, gold });
    },
    [session],
  );
  const status: 'loading' | 'ready' | 'error' = account ? 'ready' : failed ? 'error' : 'loading';
  return { account, status, reload, setGold };
}
