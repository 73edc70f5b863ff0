import { matchRoutes } from '@survey/shared/router';
import type { RemotesManifest, RouteDef } from '@survey/shared';
import { SHELL_ROUTES } from './shell-routes';

export interface SiteRoute extends RouteDef {
  /** The owning area, or null for the shell's own screens. */
  area: string | null;
}

/** Every route of the site, from the live manifest's route tables plus the shell's own. */
export function buildRouteMap(manifest: RemotesManifest): SiteRoute[] {
  const fromAreas = manifest.areas.flatMap((release) => release.routes.map((route) => ({ ...route, area: release.area })));
  return [...SHELL_ROUTES.map((route) => ({ ...route, area: null })), ...fromAreas];
}

/** The route a path belongs to (react-router ranking: static segments beat parameters). */
export function resolveRoute(routes: SiteRoute[], pathname: string): SiteRoute | null {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route ?? null;
}
