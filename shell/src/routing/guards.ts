import type { SessionState } from '@survey/shared';
import type { SiteRoute } from './route-map';

/** Logged-in members opening these go to /home (spec section 2, guard rule 1). */
const SIGNED_IN_BOUNCE = new Set(['index', 'login', 'bind', 'login-third', 'password']);
/** Group pages that send a visitor with a stored task hash to that group's login (rule 2). */
const GROUP_PAGES = new Set(['bbs-topic', 'bbs-topic-id', 'bbs-user']);

/** The same-site `redirect` of a login URL (`/exchange/detail/9?step=redeem`), or null. */
function returnPath(routeName: string, search: string): string | null {
  if (routeName !== 'login') return null;
  const back = new URLSearchParams(search).get('redirect');
  // A relative path on this site only: never `//host`, `/\host` or a scheme.
  return back && /^\/(?![/\\])[^\s\\]*$/.test(back) ? back : null;
}

export type Decision = { kind: 'render'; route: SiteRoute } | { kind: 'redirect'; to: string };

/**
 * Decides what a path shows from route-table data alone, before any area code is loaded:
 * updating flag, unknown paths, then the three guard rules.
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
  if (signedIn && SIGNED_IN_BOUNCE.has(route.name)) return { kind: 'redirect', to: returnPath(route.name, location.search) ?? '/home' };
  if (!signedIn && !route.public) {
    if (GROUP_PAGES.has(route.name) && session.topic.taskHashId) {
      return { kind: 'redirect', to: `/bbs/${encodeURIComponent(session.topic.taskHashId)}` };
    }
    const back = `${location.pathname}${location.search}`;
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(back)}` };
  }
  return { kind: 'render', route };
}
