import { findRoute, type RemotesManifest, type RouteDef } from '@survey/shared';
import { SHELL_ROUTES } from './shell-routes';

export interface SiteRoute extends RouteDef {
  /** The owning area, or null for the shell's own screens. */
  area: string | null;
}

// Asked on every navigation (the popstate prefetch, the router, the header's links): one
// array per manifest, so the matcher's compiled paths and the callers' memos stay valid.
const routeMaps = new WeakMap<RemotesManifest, SiteRoute[]>();

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

/** The route a path belongs to, as react-router ranks it (shared's findRoute, which the site server uses too). */
export function resolveRoute(routes: SiteRoute[], pathname: string): SiteRoute | null {
  return findRoute(routes, pathname);
}
