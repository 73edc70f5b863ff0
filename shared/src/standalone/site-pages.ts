// Which pages a standalone area (`pnpm --filter mf-x dev`) shows itself and which it sends to the
// site: a page that is not the area's (sign-in, another area), and one of its pages that needs a
// member while signed out (the shell's guard, as the signed-out rule says), open on the site
// through the dev server's /_dev/site (tooling/webpack/dev-options.js). That goes through the
// server's dev link when it has one, so the member signs in with the site's real mf-auth and comes
// back to this dev server's code inside the site.
import { findRoute, signedOutPath, type RouteDef, type SessionState } from '../platform-contract';

/** The dev server's redirect to the site (tooling/webpack/dev-options.js, SITE_LINK_PATH). */
export const SITE_LINK_PATH = '/_dev/site';

const pathnameOf = (to: string) => new URL(to, 'http://standalone.invalid').pathname;

/** Whether `to` (a path and query) is one of the area's own pages. */
export const isAreaPage = (routes: readonly RouteDef[], to: string) => findRoute(routes, pathnameOf(to)) !== null;

/** Where the site opens `to`: the dev server's redirect to it. */
export const siteAddress = (to: string) => `${SITE_LINK_PATH}?next=${encodeURIComponent(to)}`;

/** Where a standalone page opened at `here` must go instead of rendering, or null to render it. */
export function standaloneRedirect(
  routes: readonly RouteDef[],
  session: Pick<SessionState, 'token' | 'topic'>,
  here: string,
): string | null {
  const route = findRoute(routes, pathnameOf(here));
  if (!route) return siteAddress(here);
  if (!session.token && !route.public) return siteAddress(signedOutPath(routes, session, here));
  return null;
}
