import { matchRoutes } from '@survey/shared/router';
import type { RemotesManifest, RouteDef } from '@survey/shared';
import { SHELL_ROUTES } from './shell-routes';

export interface SiteRoute extends RouteDef {
  /** The owning area, or null for the shell's own screens. */
  area: string | null;
}

// Both are asked on every navigation (the popstate prefetch, the router, the header's links):
// react-router's matchRoutes flattens, ranks and compiles whatever table it is given on each
// call, 10 ms a path on a phone's CPU for the whole site's. So each path is matched against
// only the routes that can match it (those whose first segment is that path's, or a parameter),
// which react-router then ranks as it would have in the whole table, and the answer is kept.
const routeMaps = new WeakMap<RemotesManifest, SiteRoute[]>();
const indexes = new WeakMap<SiteRoute[], RouteIndex>();
/** Paths remembered per route map; a long visit through many detail pages starts again. */
const RESOLVED_PATHS = 200;

interface RouteIndex {
  /** Routes by their first segment, lower-cased (react-router matches regardless of case). */
  byFirstSegment: Map<string, SiteRoute[]>;
  /** Routes whose first segment is a parameter, optional or a splat: candidates for any path. */
  anyFirstSegment: SiteRoute[];
  resolved: Map<string, SiteRoute | null>;
}

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

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0];

function indexRoutes(routes: SiteRoute[]): RouteIndex {
  const index: RouteIndex = { byFirstSegment: new Map(), anyFirstSegment: [], resolved: new Map() };
  for (const route of routes) {
    const segment = firstSegment(route.path);
    if (/^[:*]|\?$/.test(segment)) index.anyFirstSegment.push(route);
    else {
      const key = segment.toLowerCase();
      index.byFirstSegment.set(key, [...(index.byFirstSegment.get(key) ?? []), route]);
    }
  }
  return index;
}

function decodedFirstSegment(pathname: string): string {
  const segment = firstSegment(pathname);
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The route a path belongs to (react-router ranking: static segments beat parameters). */
export function resolveRoute(routes: SiteRoute[], pathname: string): SiteRoute | null {
  let index = indexes.get(routes);
  if (!index || index.resolved.size >= RESOLVED_PATHS) {
    index = { ...(index ?? indexRoutes(routes)), resolved: new Map() };
    indexes.set(routes, index);
  }
  if (!index.resolved.has(pathname)) {
    const candidates = [...(index.byFirstSegment.get(decodedFirstSegment(pathname)) ?? []), ...index.anyFirstSegment];
    const matches = matchRoutes(
      candidates.map((route) => ({ path: route.path, route })),
      pathname,
    );
    index.resolved.set(pathname, matches?.[0]?.route.route ?? null);
  }
  return index.resolved.get(pathname) ?? null;
}
