// An area as a release target: remoteEntry.js is its entry; it must fit the live shell's
// contract and shared singletons, and its routes must not collide with other live areas.
import { buildJson, refusal, type LoadedBuild } from '../build';
import { checkRouteTable } from '@survey/shared/platform-contract';
import { checkShared, cleanRoute, routeCollisions, type Checked } from '../compatibility';
import { readPublishedJson, readReleaseInfo } from '../layout';
import type { AreaBuildInfo, AreaRelease, LiveManifest, RouteDef, ShellBuildInfo } from '../../base/types';
import { requirePublishedJson } from './published-json';
import type { ReleaseTarget } from './release-target';
import { readLiveShellBuild } from './shell-target';

/** Shape checks of an area build, independent of what is live. Throws on the first problem set. */
export function checkAreaBuild(b: LoadedBuild, buildCommand: string): { build: AreaBuildInfo; routes: RouteDef[] } {
  const { dir, target: area, files } = b;
  const problems: string[] = [];
  for (const name of ['remoteEntry.js', 'mf-manifest.json', 'routes.json', 'build.json']) {
    if (!files.has(name)) problems.push(`${name} is missing from ${dir}`);
  }
  if (problems.length) throw refusal(`publish ${area}`, problems, `run \`${buildCommand}\` first.`);
  if (files.get('remoteEntry.js')!.length === 0) problems.push('remoteEntry.js is empty');

  const build = buildJson<AreaBuildInfo>(b, 'build.json', buildCommand);
  const mf = buildJson<{ name?: string; exposes?: { path?: string; name?: string }[] }>(b, 'mf-manifest.json', buildCommand);
  const routesFile = buildJson<{ area?: string; routes?: unknown }>(b, 'routes.json', buildCommand);

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
  // The check the build and the shell apply: keys, path syntax, unique names and paths, flag values.
  else problems.push(...checkRouteTable(routes));
  if (problems.length) throw refusal(`publish ${area}`, problems, `fix the area and run \`${buildCommand}\` again.`);
  return { build, routes: routes!.map(cleanRoute) };
}

/** Problems of making `area` live next to what is live now (shell contract + shared, routes). */
export function checkAreaAgainstLive(
  area: string,
  build: AreaBuildInfo,
  routes: RouteDef[],
  manifest: LiveManifest | null,
  shell: ShellBuildInfo | null,
): Checked {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (shell && manifest?.shell) {
    if (build.platformApiVersion !== shell.platformApiVersion) {
      problems.push(
        `platform contract mismatch: ${area} is built against platformApiVersion ${build.platformApiVersion}, the live shell ${manifest.shell.version} provides ${shell.platformApiVersion}`,
      );
    }
    const shared = checkShared(area, build.shared ?? {}, `the live shell ${manifest.shell.version}`, shell.shared ?? {});
    problems.push(...shared.problems);
    warnings.push(...shared.warnings);
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

function publishedRoutes(registry: string, area: string, version: string): RouteDef[] {
  return requirePublishedJson<{ routes: RouteDef[] }>(registry, area, version, 'routes.json').routes.map(cleanRoute);
}

/** The manifest entry of a published version (a `fallback` or a `canary`), or null when it is not published. */
export function publishedAreaEntry(registry: string, area: string, version: string | null): AreaRelease['fallback'] {
  if (!version) return null;
  const info = readReleaseInfo(registry, area, version);
  const build = readPublishedJson<AreaBuildInfo>(registry, area, version, 'build.json');
  const routes = readPublishedJson<{ routes: RouteDef[] }>(registry, area, version, 'routes.json');
  if (!info || !build || !routes) return null;
  return {
    version,
    entry: `/areas/${area}/${version}/remoteEntry.js`,
    integrity: info.entryIntegrity,
    routes: routes.routes.map(cleanRoute),
    platformApiVersion: build.platformApiVersion,
    publishedAt: info.publishedAt,
  };
}

export function areaTarget(area: string): ReleaseTarget {
  const buildCommand = `pnpm --filter ${area} build`;
  const liveFix = 'publish a build that fits the live site, or pass --force.';
  return {
    name: area,
    entryFile: 'remoteEntry.js',
    // The standalone dev page (index.html, main.js) is never published.
    unpublished: new Set(['index.html', 'main.js', 'release.json']),
    buildCommand,

    checkPublish(registry, loaded, manifest) {
      const { build, routes } = checkAreaBuild(loaded, buildCommand);
      const check = checkAreaAgainstLive(area, build, routes, manifest, readLiveShellBuild(registry, manifest));
      if (check.problems.length) {
        throw refusal(
          `publish ${area} ${loaded.version}`,
          check.problems,
          'rebuild the area against the live shell and with unique routes, then publish again.',
        );
      }
      return check.warnings;
    },

    checkLive(registry, version, manifest, what, { force }) {
      const build = requirePublishedJson<AreaBuildInfo>(registry, area, version, 'build.json');
      const check = checkAreaAgainstLive(
        area,
        build,
        publishedRoutes(registry, area, version),
        manifest,
        readLiveShellBuild(registry, manifest),
      );
      if (check.problems.length && !force) throw refusal(what, check.problems, liveFix);
      return check.warnings;
    },

    live(manifest) {
      const live = manifest?.areas.find((a) => a.area === area);
      return live
        ? { version: live.version, fallback: live.fallback?.version ?? null, publishedAt: live.publishedAt, routes: live.routes.length }
        : null;
    },

    setLive(registry, manifest, info, fallbackVersion) {
      const build = requirePublishedJson<AreaBuildInfo>(registry, area, info.version, 'build.json');
      const current = manifest.areas.find((a) => a.area === area) ?? null;
      let fallback = publishedAreaEntry(registry, area, fallbackVersion);
      // The version being replaced stays usable as fallback even if its folder went missing.
      if (!fallback && current && fallbackVersion === current.version) {
        const { version, entry, integrity, routes, platformApiVersion, publishedAt } = current;
        fallback = { version, entry, integrity, routes, platformApiVersion, publishedAt };
      }
      manifest.areas = [
        ...manifest.areas.filter((a) => a.area !== area),
        {
          area,
          federationName: build.federationName,
          version: info.version,
          entry: `/areas/${area}/${info.version}/remoteEntry.js`,
          integrity: info.entryIntegrity,
          routes: publishedRoutes(registry, area, info.version),
          platformApiVersion: build.platformApiVersion,
          publishedAt: info.publishedAt,
          fallback,
        },
      ];
      if (!manifest.shell) manifest.platformApiVersion = build.platformApiVersion;
      return fallback?.version ?? null;
    },
  };
}
