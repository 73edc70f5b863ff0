import type { SessionState } from '@survey/shared';
import type { SiteRoute } from './route-map';

/** Logged-in members opening these go to /home (spec section 2, guard rule 1). */
const SIGNED_IN_BOUNCE = new Set(['index', 'login', 'bind', 'login-third', 'password']);
/** Group pages that send a visitor with a stored task hash to that group's login (rule 2). */
const GROUP_PAGES = new Set(['bbs-topic', 'bbs-topic-id', 'bbs-user']);

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
    return location.pathname === '/updating' ? { kind: 'render', route: routes.find((r) => r.name === 'updating')! } : { kind: 'redirect', to: '/updating' };
  }
  if (!route) return { kind: 'redirect', to: '/404' };
  if (route.name === 'updating') return { kind: 'redirect', to: '/' };
  const signedIn = Boolean(session.token);
  if (signedIn && SIGNED_IN_BOUNCE.has(route.name)) return { kind: 'redirect', to: '/home' };
  if (!signedIn && !route.public) {
    if (GROUP_PAGES.has(route.name) && session.topic.taskHashId) {
      return { kind: 'redirect', to: `/bbs/${encodeURIComponent(session.topic.taskHashId)}` };
    }
    const back = `${location.pathname}${location.search}`;
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(back)}` };
  }
  return { kind: 'render', route };
}
