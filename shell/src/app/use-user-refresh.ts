import { useEffect, useRef } from 'react';
import type { Platform } from '@survey/shared';

/** At most one read of the member per this long, however fast they click through pages. */
export const USER_REFRESH_INTERVAL_MS = 30_000;

/**
 * Spec §4: the member's info is read again on navigation (the cookie token reloaded with it; a failure
 * then logs out and reloads). The page load read it already (bootstrap), so the first read here is a
 * navigation at least USER_REFRESH_INTERVAL_MS later.
 */
export function useUserRefreshOnNavigation(platform: Platform, pathname: string): void {
  const lastRead = useRef<number | null>(null);
  useEffect(() => {
    const now = Date.now();
    if (lastRead.current === null) {
      lastRead.current = now;
      return;
    }
    if (!platform.session.isLoggedIn() || now - lastRead.current < USER_REFRESH_INTERVAL_MS) return;
    lastRead.current = now;
    void platform.session.refreshUser({ duringNavigation: true });
  }, [platform, pathname]);
}
