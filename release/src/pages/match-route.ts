// Which area owns a path, from the live manifest's route tables alone — the same answer the
// shell's route map gives (react-router ranking: a static segment beats a parameter; paths are
// case-insensitive; a trailing slash is ignored).
import type { AreaRelease, RemotesManifest, RouteDef } from '../types';

export interface RouteMatch {
  release: AreaRelease;
  route: RouteDef;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** react-router's scores: static 10, dynamic 3, splat -2 (higher wins, ties go to the first). */
function score(pattern: string[], pathname: string[]): number | null {
  const splat = pattern[pattern.length - 1] === '*';
  const fixed = splat ? pattern.slice(0, -1) : pattern;
  if (splat ? pathname.length < fixed.length : pathname.length !== fixed.length) return null;
  let total = splat ? -2 : 0;
  for (let i = 0; i < fixed.length; i += 1) {
    if (fixed[i].startsWith(':')) total += 3;
    else if (fixed[i].toLowerCase() === pathname[i].toLowerCase()) total += 10;
    else return null;
  }
  return total;
}

export function matchRoute(manifest: RemotesManifest, pathname: string): RouteMatch | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const wanted = segmentsOf(decoded);
  let best: (RouteMatch & { score: number }) | null = null;
  for (const release of manifest.areas) {
    for (const route of release.routes) {
      const value = score(segmentsOf(route.path), wanted);
      if (value !== null && (!best || value > best.score)) best = { release, route, score: value };
    }
  }
  return best && { release: best.release, route: best.route };
}
