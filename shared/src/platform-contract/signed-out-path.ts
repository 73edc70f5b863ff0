// The one answer to "where does a signed-out member go?", for the shell's guard, the 401
// handler, logout and a group's own logout (spec sections 2 and 4). Read from route flags, so it
// holds for any area's pages: `groupPage`, `groupLogin`, `returnParam`.
import type { SessionState } from './platform-contract';
import { findRoute } from './find-route';
import type { RouteDef } from './route-def';
import { isSafeRedirect } from './safe-redirect';
import { SITE_PATHS } from './site-paths';

/** A sign-in page: the member is already where signing in happens. */
const signsIn = (route: RouteDef) => Boolean(route.returnParam || route.groupLogin);

/**
 * Where a member without a token goes for `path` (`/task/7?tab=2`; none: no page to return to):
 * - a group page, with a group hash stored in the session → that group's login (`/bbs/{hash}`);
 * - a sign-in page → stays there;
 * - anything else → the sign-in page with `path` as its way back (`/login?redirect=%2Ftask%2F7…`),
 *   when `path` passes the safe-redirect rule; without a way back otherwise.
 * A table without a sign-in route (an area run alone, a test) falls back to the site's login path.
 */
export function signedOutPath(routes: readonly RouteDef[], session: Pick<SessionState, 'topic'>, path?: string): string {
  const route = path === undefined ? null : findRoute(routes, path.replace(/[?#].*$/, ''));
  if (path !== undefined && route && signsIn(route)) return path;
  const hash = session.topic.taskHashId;
  const groupLogin = route?.groupPage ? routes.find((candidate) => candidate.groupLogin) : undefined;
  if (groupLogin && hash) return groupLogin.path.replace(/:[\w-]+/, encodeURIComponent(hash));
  const signIn = routes.find((candidate) => candidate.returnParam);
  const login = signIn?.path ?? SITE_PATHS.login;
  return path !== undefined && isSafeRedirect(path) ? `${login}?${signIn?.returnParam ?? 'redirect'}=${encodeURIComponent(path)}` : login;
}
