// Which area owns a path, from the live manifest's route tables alone: shared's findRoute, the
// matcher the shell routes with (react-router's ranking), so the server and the browser agree.
import { findRoute } from '@survey/shared/platform-contract';
import type { AreaRelease, RemotesManifest, RouteDef } from '../base/types';

export interface RouteMatch {
  release: AreaRelease;
  route: RouteDef;
}

export function matchRoute(manifest: RemotesManifest, pathname: string): RouteMatch | null {
  const routes = manifest.areas.flatMap((release) => release.routes.map((route) => ({ path: route.path, release, route })));
  const found = findRoute(routes, pathname);
  return found && { release: found.release, route: found.route };
}
