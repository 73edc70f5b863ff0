// Checks shared by both kinds of target: route tables and shared singletons. The route table
// itself is checked by @survey/shared/platform-contract's checkRouteTable, as the build and the shell check it.
import { pathKey, ROUTE_KEYS } from '@survey/shared/platform-contract';
import { satisfies } from '../base/semver';
import type { LiveManifest, RouteDef } from '../base/types';
import { prefixClaims } from './route-prefixes';

export interface Checked {
  problems: string[];
  warnings: string[];
}

/** Only the contract's route keys go into the live manifest. */
export function cleanRoute(r: RouteDef): RouteDef {
  return Object.fromEntries(ROUTE_KEYS.filter((key) => r[key] !== undefined).map((key) => [key, r[key]])) as unknown as RouteDef;
}

/** Routes of `area` whose name or path another live area (or another area's canary) already uses or owns. */
export function routeCollisions(area: string, routes: RouteDef[], manifest: LiveManifest | null): string[] {
  const problems: string[] = [];
  for (const other of manifest?.areas ?? []) {
    if (other.area === area) continue;
    // A canary's routes are live on its devices: colliding with them breaks those devices.
    const tables = [{ what: `live area ${other.area}`, routes: other.routes }];
    if (other.canary) tables.push({ what: `the canary of ${other.area} (${other.canary.version})`, routes: other.canary.routes });
    for (const table of tables) {
      const names = new Map(table.routes.map((r) => [r.name, r]));
      const keys = new Map(table.routes.map((r) => [pathKey(r.path), r]));
      for (const r of routes) {
        const byName = names.get(r.name);
        if (byName) problems.push(`route name "${r.name}" (${r.path}) is already used by ${table.what} (${byName.path})`);
        const byPath = keys.get(pathKey(r.path));
        if (byPath) problems.push(`route path "${r.path}" (${r.name}) collides with ${table.what} route "${byPath.name}" (${byPath.path})`);
      }
    }
    problems.push(...prefixClaims(routes, tables));
  }
  return problems;
}

/** Every shared singleton `area` requires must be satisfied by the version the provider shares. */
export function checkShared(
  area: string,
  required: Record<string, { requiredVersion?: string; version?: string }>,
  providerName: string,
  provided: Record<string, { version?: string }>,
): Checked {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const [pkg, spec] of Object.entries(required)) {
    const range = spec?.requiredVersion;
    if (!range) continue;
    const have = provided[pkg]?.version;
    if (!have) {
      warnings.push(`${providerName} does not share ${pkg}; ${area} will load its own copy`);
      continue;
    }
    try {
      if (!satisfies(have, range)) {
        problems.push(`incompatible shared singleton ${pkg}: ${area} requires ${range}, ${providerName} provides ${have}`);
      }
    } catch (err) {
      problems.push(`cannot check shared ${pkg} (${(err as Error).message})`);
    }
  }
  return { problems, warnings };
}
