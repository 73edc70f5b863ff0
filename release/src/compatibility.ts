// Checks shared by both kinds of target: route tables and shared singletons.
import { satisfies } from './semver';
import type { LiveManifest, RouteDef } from './types';

export interface Checked {
  problems: string[];
  warnings: string[];
}

/** Only the contract's route fields go into the live manifest. */
export function cleanRoute(r: RouteDef): RouteDef {
  const out: RouteDef = { path: r.path, name: r.name, title: r.title };
  if (r.public !== undefined) out.public = r.public;
  if (r.h5 !== undefined) out.h5 = r.h5;
  if (r.prerender !== undefined) out.prerender = r.prerender;
  return out;
}

/** react-router matches case-insensitively and ignores param names and trailing slashes. */
export function routeKey(p: string): string {
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
  return trimmed.toLowerCase().replace(/\/:[^/]+/g, '/:');
}

export function checkRouteTable(routes: RouteDef[]): string[] {
  const problems: string[] = [];
  const names = new Map<string, number>();
  const keys = new Map<string, string>();
  routes.forEach((r, i) => {
    const where = `route #${i + 1}${r && typeof r.name === 'string' ? ` "${r.name}"` : ''}`;
    if (!r || typeof r !== 'object') return void problems.push(`${where} is not an object`);
    if (typeof r.path !== 'string' || !r.path.startsWith('/'))
      problems.push(`${where}: path ${JSON.stringify(r.path)} must start with "/"`);
    if (typeof r.name !== 'string' || !r.name.trim()) problems.push(`${where}: name must be a non-empty string`);
    if (typeof r.title !== 'string') problems.push(`${where}: title must be a string`);
    for (const flag of ['public', 'h5', 'prerender'] as const) {
      if (r[flag] !== undefined && typeof r[flag] !== 'boolean') problems.push(`${where}: ${flag} must be true or false`);
    }
    if (typeof r.name === 'string') {
      if (names.has(r.name)) problems.push(`route name "${r.name}" is used twice (routes #${names.get(r.name)! + 1} and #${i + 1})`);
      else names.set(r.name, i);
    }
    if (typeof r.path === 'string') {
      const key = routeKey(r.path);
      if (keys.has(key)) problems.push(`route path "${r.path}" is used twice (also as "${keys.get(key)}")`);
      else keys.set(key, r.path);
    }
  });
  return problems;
}

/** Routes of `area` whose name or path another live area already uses. */
export function routeCollisions(area: string, routes: RouteDef[], manifest: LiveManifest | null): string[] {
  const problems: string[] = [];
  for (const other of manifest?.areas ?? []) {
    if (other.area === area) continue;
    const names = new Map(other.routes.map((r) => [r.name, r]));
    const keys = new Map(other.routes.map((r) => [routeKey(r.path), r]));
    for (const r of routes) {
      const byName = names.get(r.name);
      if (byName) problems.push(`route name "${r.name}" (${r.path}) is already used by live area ${other.area} (${byName.path})`);
      const byPath = keys.get(routeKey(r.path));
      if (byPath)
        problems.push(`route path "${r.path}" (${r.name}) collides with live area ${other.area} route "${byPath.name}" (${byPath.path})`);
    }
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
