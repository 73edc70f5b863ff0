import { isSafeRedirect, signedOutPath, SITE_PATHS, type SessionState } from '@survey/shared';
import type { SiteRoute } from './route-map';

/** The same-site path a route's return parameter carries (`/exchange/detail/9?step=redeem`), or null. */
function returnPath(route: SiteRoute, search: string): string | null {
  if (!route.returnParam) return null;
  const back = new URLSearchParams(search).get(route.returnParam);
  return isSafeRedirect(back) ? back : null;
}

export type Decision = { kind: 'render'; route: SiteRoute } | { kind: 'redirect'; to: string };

/**
 * Decides what a path shows from route-table data alone, before any area code is loaded:
 * updating flag, unknown paths, then the three guard rules (spec section 2), read from the
 * route's flags: signedInBounce, and public for the rest; where a visitor goes from a page that
 * needs a login is the signed-out rule's answer (signedOutPath: groupPage, the sign-in page).
 */
export function decide(
  routes: SiteRoute[],
  route: SiteRoute | null,
  location: { pathname: string; search: string },
  session: Pick<SessionState, 'token' | 'topic'>,
  updating: boolean,
): Decision {
  if (updating) {
    return location.pathname === '/updating'
      ? { kind: 'render', route: routes.find((r) => r.name === 'updating')! }
      : { kind: 'redirect', to: '/updating' };
  }
  if (!route) return { kind: 'redirect', to: '/404' };
  if (route.name === 'updating') return { kind: 'redirect', to: '/' };
  const signedIn = Boolean(session.token);
  // The login screen's own way back wins over /home: both the screen and this guard react to the new
  // session, and must send the member to the same place (else the router and the URL disagree).
  if (signedIn && route.signedInBounce) return { kind: 'redirect', to: returnPath(route, location.search) ?? SITE_PATHS.home };
  if (!signedIn && !route.public) return { kind: 'redirect', to: signedOutPath(routes, session, `${location.pathname}${location.search}`) };
  return { kind: 'render', route };
}
