import { useEffect, useState } from 'react';
import type { UserInfo } from '@survey/contract';
import { usePlatform } from './platform-context';

/**
 * Re-reads the member (and so the header's gold balance) once `changed` turns true — after a
 * screen learns the server has moved this member's gold: a credited task, an order, a check-in.
 * `key` names the event, so a second event on the same screen refreshes again. Returns the member
 * as re-read (null until then, for visitors, or when the read failed).
 */
export function useBalanceRefresh(changed: boolean, key: string | number | null = null): UserInfo | null {
  const { session } = usePlatform();
  const [member, setMember] = useState<UserInfo | null>(null);
  useEffect(() => {
    if (!changed || !session.isLoggedIn()) return;
    let current = true;
    void session.refreshUser().then((user) => current && setMember(user));
    return () => {
      current = false;
    };
  }, [changed, key, session]);
  return member;
}
