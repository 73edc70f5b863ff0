// Reading a build folder, computing its version, and every validation the registry applies.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { ReleaseError, sha384 } from './fsutil';
import { SHELL, paths, readJsonFile } from './registry';
import { satisfies } from './semver';
import type { AreaBuildInfo, LiveManifest, RouteDef, ShellBuildInfo } from './types';

/** Files of an area's dist that belong to its standalone dev page, never published. */
const AREA_EXCLUDED = new Set(['index.html', 'main.js', 'release.json']);
const SHELL_EXCLUDED = new Set(['release.json']);

export interface LoadedBuild {
  target: string;
  dir: string;
  /** Relative POSIX path → content. */
  files: Map<string, Buffer>;
  /** `<packageVersion>-<first 10 hex of sha256 over the files>` */
  version: string;
  packageVersion: string;
}

function walk(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

export function contentHash(files: Map<string, Buffer>): string {
  const hash = crypto.createHash('sha256');
  for (const rel of [...files.keys()].sort()) {
    const data = files.get(rel)!;
    hash.update(`${rel}\0${data.length}\0`);
    hash.update(data);
  }
  return hash.digest('hex');
}

export function defaultBuildDir(repoRoot: string, target: string): string {
  return path.join(repoRoot, target, 'dist');
}

function buildHint(target: string): string {
  return `run \`pnpm --filter ${target === SHELL ? '@survey/shell' : target} build\``;
}

function parseJson<T>(files: Map<string, Buffer>, name: string, dir: string, target: string): T {
  const data = files.get(name);
  if (!data) throw new ReleaseError(`${path.join(dir, name)} is missing: ${buildHint(target)} first.`);
  try {
    return JSON.parse(data.toString('utf8')) as T;
  } catch (err) {
    throw new ReleaseError(`${path.join(dir, name)} is not valid JSON (${(err as Error).message}); ${buildHint(target)} again.`);
  }
}

/** Reads a build folder into memory (so what is hashed is exactly what is copied). */
export function loadBuild(target: string, dir: string): LoadedBuild {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ReleaseError(`no build of ${target} at ${dir}: ${buildHint(target)} first (or pass --from <dir>).`);
  }
  const excluded = target === SHELL ? SHELL_EXCLUDED : AREA_EXCLUDED;
  const files = new Map<string, Buffer>();
  for (const rel of walk(dir).sort()) {
    if (excluded.has(rel)) continue;
    files.set(rel, fs.readFileSync(path.join(dir, rel)));
  }
  const build = parseJson<{ packageVersion?: unknown }>(files, 'build.json', dir, target);
  const packageVersion = typeof build.packageVersion === 'string' ? build.packageVersion : '';
  if (!/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/.test(packageVersion)) {
    throw new ReleaseError(`${path.join(dir, 'build.json')} has no valid packageVersion (got ${JSON.stringify(build.packageVersion)}); ${buildHint(target)} again.`);
  }
  const version = `${packageVersion}-${contentHash(files).slice(0, 10)}`;
  return { target, dir, files, version, packageVersion };
}

/** Shape checks of an area build, independent of what is live. Throws on the first problem set. */
export function checkAreaBuild(b: LoadedBuild): { build: AreaBuildInfo; routes: RouteDef[] } {
  const { dir, target: area, files } = b;
  const problems: string[] = [];
  for (const name of ['remoteEntry.js', 'mf-manifest.json', 'routes.json', 'build.json']) {
    if (!files.has(name)) problems.push(`${name} is missing from ${dir}`);
  }
  if (problems.length) throw refusal(`publish ${area}`, problems, `${buildHint(area)} first.`);
  if (files.get('remoteEntry.js')!.length === 0) problems.push('remoteEntry.js is empty');

  const build = parseJson<AreaBuildInfo>(files, 'build.json', dir, area);
  const mf = parseJson<{ name?: string; exposes?: { path?: string; name?: string }[] }>(files, 'mf-manifest.json', dir, area);
  const routesFile = parseJson<{ area?: string; routes?: unknown }>(files, 'routes.json', dir, area);

  if (build.kind !== 'area') problems.push(`build.json says kind "${String(build.kind)}", expected "area"`);
  if (build.area !== area) problems.push(`build.json is for area "${String(build.area)}", not "${area}"`);
  if (typeof build.federationName !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(build.federationName)) {
    problems.push(`build.json federationName ${JSON.stringify(build.federationName)} is not a valid JavaScript identifier`);
  } else if (mf.name && mf.name !== build.federationName) {
    problems.push(`mf-manifest.json name "${mf.name}" differs from build.json federationName "${build.federationName}"`);
  }
  if (!Number.isInteger(build.platformApiVersion)) problems.push('build.json has no integer platformApiVersion');
  if (build.shared !== undefined && (typeof build.shared !== 'object' || build.shared === null)) {
    problems.push('build.json shared is not an object');
  }
  const exposes = Array.isArray(mf.exposes) ? mf.exposes : [];
  if (!exposes.some((e) => e.path === './app' || e.name === 'app')) {
    problems.push(`mf-manifest.json does not expose "./app" (exposes: ${exposes.map((e) => e.path ?? e.name).join(', ') || 'nothing'})`);
  }
  if (routesFile.area !== undefined && routesFile.area !== area) {
    problems.push(`routes.json is for area "${String(routesFile.area)}", not "${area}"`);
  }
  const routes = Array.isArray(routesFile.routes) ? (routesFile.routes as RouteDef[]) : null;
  if (!routes) problems.push('routes.json has no "routes" array');
  else if (routes.length === 0) problems.push('routes.json lists no routes');
  else problems.push(...checkRouteTable(routes));
  if (problems.length) throw refusal(`publish ${area}`, problems, `fix the area and ${buildHint(area)} again.`);
  return { build, routes: routes!.map(cleanRoute) };
}

/** Only the contract's route fields go into the live manifest. */
export function cleanRoute(r: RouteDef): RouteDef {
  const out: RouteDef = { path: r.path, name: r.name, title: r.title };
  if (r.public !== undefined) out.public = r.public;
  if (r.h5 !== undefined) out.h5 = r.h5;
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
    if (typeof r.path !== 'string' || !r.path.startsWith('/')) problems.push(`${where}: path ${JSON.stringify(r.path)} must start with "/"`);
    if (typeof r.name !== 'string' || !r.name.trim()) problems.push(`${where}: name must be a non-empty string`);
    if (typeof r.title !== 'string') problems.push(`${where}: title must be a string`);
    for (const flag of ['public', 'h5'] as const) {
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

export function refusal(what: string, problems: string[], fix: string): ReleaseError {
  return new ReleaseError(`${what} refused:\n${problems.map((p) => `  - ${p}`).join('\n')}\nHow to fix: ${fix}`);
}

export function readLiveShellBuild(registry: string, manifest: LiveManifest | null): ShellBuildInfo | null {
  if (!manifest?.shell) return null;
  try {
    return readJsonFile<ShellBuildInfo>(path.join(paths.versionDir(registry, SHELL, manifest.shell.version), 'build.json'));
  } catch {
    return null;
  }
}

/** Problems of making `area` live next to what is live now (shell contract + shared, routes). */
export function checkAreaAgainstLive(
  area: string,
  build: AreaBuildInfo,
  routes: RouteDef[],
  manifest: LiveManifest | null,
  shell: ShellBuildInfo | null,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (shell && manifest?.shell) {
    if (build.platformApiVersion !== shell.platformApiVersion) {
      problems.push(
        `platform contract mismatch: ${area} is built against platformApiVersion ${build.platformApiVersion}, the live shell ${manifest.shell.version} provides ${shell.platformApiVersion}`,
      );
    }
    const sharedProblems = checkShared(area, build.shared ?? {}, `the live shell ${manifest.shell.version}`, shell.shared ?? {});
    problems.push(...sharedProblems.problems);
    warnings.push(...sharedProblems.warnings);
  } else if (manifest) {
    const other = manifest.areas.find((a) => a.area !== area);
    if (other && manifest.platformApiVersion !== build.platformApiVersion) {
      problems.push(
        `platform contract mismatch: ${area} is built against platformApiVersion ${build.platformApiVersion}, the live areas use ${manifest.platformApiVersion}`,
      );
    }
  }
  problems.push(...routeCollisions(area, routes, manifest));
  return { problems, warnings };
}

export function checkShared(
  area: string,
  required: Record<string, { requiredVersion?: string; version?: string }>,
  providerName: string,
  provided: Record<string, { version?: string }>,
): { problems: string[]; warnings: string[] } {
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
      if (byPath) problems.push(`route path "${r.path}" (${r.name}) collides with live area ${other.area} route "${byPath.name}" (${byPath.path})`);
    }
  }
  return problems;
}

export function checkShellBuild(b: LoadedBuild): ShellBuildInfo {
  const problems: string[] = [];
  if (!b.files.has('index.html')) problems.push(`index.html is missing from ${b.dir}`);
  const build = parseJson<ShellBuildInfo>(b.files, 'build.json', b.dir, SHELL);
  if (build.kind !== 'shell') problems.push(`build.json says kind "${String(build.kind)}", expected "shell"`);
  if (!Number.isInteger(build.platformApiVersion)) problems.push('build.json has no integer platformApiVersion');
  if (problems.length) throw refusal('publish shell', problems, `${buildHint(SHELL)} again.`);
  return build;
}

/** Problems of making a shell live under the live areas. */
export function checkShellAgainstLive(
  shell: ShellBuildInfo,
  version: string,
  manifest: LiveManifest | null,
  areaBuild: (area: string, version: string) => AreaBuildInfo | null,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const live of manifest?.areas ?? []) {
    const build = areaBuild(live.area, live.version);
    if (!build) continue;
    if (build.platformApiVersion !== shell.platformApiVersion) {
      problems.push(
        `platform contract mismatch: shell ${version} provides platformApiVersion ${shell.platformApiVersion}, live area ${live.area} ${live.version} needs ${build.platformApiVersion}`,
      );
    }
    const shared = checkShared(`live area ${live.area}`, build.shared ?? {}, `shell ${version}`, shell.shared ?? {});
    problems.push(...shared.problems);
    warnings.push(...shared.warnings);
  }
  return { problems, warnings };
}

export { sha384 };
