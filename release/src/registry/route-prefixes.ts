// Which URL space an area claims beyond its own paths: a route table may not reach into another
// live area's, where a static path would outrank its `:id` route or a splat would catch its URLs.
// An area owns the first segment of every path that goes deeper than a page beside others: one
// with a parameter or splat below its first segment, or three segments or more
// (`/exchange/detail/:id` → `/exchange`, `/open/qq/callback.php` → `/open`). A one- or
// two-segment static page (`/about`, `/app/down`) claims only itself, so the real tables share
// top-level words (`/app` of mf-campaigns, `/app/invite` of mf-auth) without owning them.
import type { RouteDef } from '../base/types';

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
const dynamic = (segment: string) => segment.startsWith(':') || segment.includes('*');

/** The first segment `path` owns, or null when it claims only itself. */
export function ownedPrefix(path: string): string | null {
  const [first, ...rest] = segments(path);
  if (!first || dynamic(first)) return null;
  return rest.length >= 2 || rest.some(dynamic) ? first : null;
}

export interface RouteTable {
  what: string;
  routes: RouteDef[];
}

/**
 * Paths of `routes` under a prefix one of `others` owns, paths that would own a prefix where one
 * of `others` has a page, and splats outside the area's own prefixes.
 */
export function prefixClaims(routes: RouteDef[], others: RouteTable[]): string[] {
  const problems: string[] = [];
  const own = new Set(routes.map((r) => ownedPrefix(r.path)).filter(Boolean));
  for (const r of routes) {
    const first = segments(r.path)[0];
    const claims = ownedPrefix(r.path);
    for (const other of others) {
      const owner = other.routes.find((o) => first && ownedPrefix(o.path) === first);
      const resident = other.routes.find((o) => claims && segments(o.path)[0] === claims);
      if (owner) problems.push(`route path "${r.path}" (${r.name}) is under "/${first}", which ${other.what} owns ("${owner.path}")`);
      else if (resident)
        problems.push(`route path "${r.path}" (${r.name}) would own "/${claims}", where ${other.what} has "${resident.path}"`);
    }
    if (r.path.includes('*') && (!first || dynamic(first) || !own.has(first)))
      problems.push(
        `route path "${r.path}" (${r.name}) is a splat outside the area's own paths; a splat goes under a prefix the area owns`,
      );
  }
  return problems;
}
