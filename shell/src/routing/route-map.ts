import { matchRoutes } from '@survey/shared/router';
import type { RemotesManifest, RouteDef } from '@survey/shared';
import { SHELL_ROUTES } from './shell-routes';

export interface SiteRoute extends RouteDef {
  /** The owning area, or null for the shell's own screens. */
  area: string | null;
}

// Both are asked on every navigation (the popstate prefetch, the router, the header's links):
// react-router's matchRoutes flattens and ranks the whole table on each call (a few ms here).
const routeMaps = new WeakMap<RemotesManifest, SiteRoute[]>();
const resolved = new WeakMap<SiteRoute[], Map<string, SiteRoute | null>>();
/** Paths remembered per route map; a long visit through many detail pages starts again. */
const RESOLVED_PATHS = 200;

/** Every route of the site, from the live manifest's route tables plus the shell's own (one array per manifest). */
export function buildRouteMap(manifest: RemotesManifest): SiteRoute[] {
  let routes = routeMaps.get(manifest);
  if (!routes) {
    const fromAreas = manifest.areas.flatMap((release) => release.routes.map((route) => ({ ...route, area: release.area })));
    routes = [...SHELL_ROUTES.map((route) => ({ ...route, area: null })), ...fromAreas];
    routeMaps.set(manifest, routes);
  }
  return routes;
}

/** The route a path belongs to (react-router ranking: static segments beat parameters). */
export function resolveRoute(routes: SiteRoute[], pathname: string): SiteRoute | null {
  let paths = resolved.get(routes);
  if (!paths || paths.size >= RESOLVED_PATHS) {
    paths = new Map();
    resolved.set(routes, paths);
  }
  if (!paths.has(pathname)) {
    const matches = matchRoutes(
      routes.map((route) => ({ path: route.path, route })),
      pathname,
    );
    paths.set(pathname, matches?.[0]?.route.route ?? null);
  }
  return paths.get(pathname) ?? null;
}
