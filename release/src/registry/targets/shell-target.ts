// The shell as a release target: index.html is its entry; it must provide the platform
// contract version and the shared singletons every live area needs.
import { buildJson, refusal, type LoadedBuild } from '../build';
import { checkShared, type Checked } from '../compatibility';
import { SHELL, readPublishedJson, readReleaseInfo } from '../layout';
import type { AreaBuildInfo, LiveManifest, ShellBuildInfo } from '../../base/types';
import { requirePublishedJson } from './published-json';
import type { ReleaseTarget } from './release-target';

const BUILD_COMMAND = 'pnpm --filter @survey/shell build';
const LIVE_FIX = 'republish the listed areas against this shell, or pass --force.';

export function checkShellBuild(b: LoadedBuild): ShellBuildInfo {
  const problems: string[] = [];
  if (!b.files.has('index.html')) problems.push(`index.html is missing from ${b.dir}`);
  const build = buildJson<ShellBuildInfo>(b, 'build.json', BUILD_COMMAND);
  if (build.kind !== 'shell') problems.push(`build.json says kind "${String(build.kind)}", expected "shell"`);
  if (!Number.isInteger(build.platformApiVersion)) problems.push('build.json has no integer platformApiVersion');
  if (problems.length) throw refusal('publish shell', problems, `run \`${BUILD_COMMAND}\` again.`);
  return build;
}

/** The build.json of the live shell, or null when no shell is live. */
export function readLiveShellBuild(registry: string, manifest: LiveManifest | null): ShellBuildInfo | null {
  if (!manifest?.shell) return null;
  return readPublishedJson<ShellBuildInfo>(registry, SHELL, manifest.shell.version, 'build.json');
}

/** The area builds a shell runs under: each live area (or the build replacing it) and each canary. */
function areaBuildsUnder(
  registry: string,
  manifest: LiveManifest | null,
  alongside: Record<string, AreaBuildInfo>,
): { build: AreaBuildInfo; which: string; name: string }[] {
  const out: { build: AreaBuildInfo; which: string; name: string }[] = [];
  const add = (area: string, version: string, which: string, name: string) => {
    const build = readPublishedJson<AreaBuildInfo>(registry, area, version, 'build.json');
    if (build) out.push({ build, which, name });
  };
  for (const live of manifest?.areas ?? []) {
    const replacing = alongside[live.area];
    // A build made live alongside replaces the area's whole entry, its canary included.
    if (replacing) {
      const which = `the new build of ${live.area}`;
      out.push({ build: replacing, which, name: which });
      continue;
    }
    add(live.area, live.version, `live area ${live.area} ${live.version}`, `live area ${live.area}`);
    // A canary runs under the same shell on its devices.
    if (live.canary) {
      const which = `the canary of ${live.area} (${live.canary.version})`;
      add(live.area, live.canary.version, which, which);
    }
  }
  return out;
}

/** Problems of making a shell live under the live areas and canaries (or the builds that replace them). */
export function checkShellAgainstLive(
  registry: string,
  shell: ShellBuildInfo,
  version: string,
  manifest: LiveManifest | null,
  alongside: Record<string, AreaBuildInfo> = {},
): Checked {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const { build, which, name } of areaBuildsUnder(registry, manifest, alongside)) {
    if (build.platformApiVersion !== shell.platformApiVersion) {
      problems.push(
        `platform contract mismatch: shell ${version} provides platformApiVersion ${shell.platformApiVersion}, ${which} needs ${build.platformApiVersion}`,
      );
    }
    const shared = checkShared(name, build.shared ?? {}, `shell ${version}`, shell.shared ?? {});
    problems.push(...shared.problems);
    warnings.push(...shared.warnings);
  }
  return { problems, warnings };
}

export const shellTarget: ReleaseTarget = {
  name: SHELL,
  entryFile: 'index.html',
  unpublished: new Set(['release.json']),
  buildCommand: BUILD_COMMAND,

  checkPublish(registry, build, manifest, checks) {
    const shell = checkShellBuild(build);
    if (!checks.promote) return [];
    const check = checkShellAgainstLive(registry, shell, build.version, manifest, checks.alongside);
    if (check.problems.length && !checks.force) throw refusal(`publish shell ${build.version}`, check.problems, LIVE_FIX);
    return check.warnings;
  },

  checkLive(registry, version, manifest, what, checks) {
    const shell = requirePublishedJson<ShellBuildInfo>(registry, SHELL, version, 'build.json');
    const check = checkShellAgainstLive(registry, shell, version, manifest, checks.alongside);
    if (check.problems.length && !checks.force) throw refusal(what, check.problems, LIVE_FIX);
    return check.warnings;
  },

  live(manifest) {
    const shell = manifest?.shell;
    return shell
      ? { version: shell.version, fallback: shell.fallback?.version ?? null, publishedAt: shell.publishedAt, routes: null }
      : null;
  },

  setLive(registry, manifest, info, fallback) {
    const fbInfo = fallback ? readReleaseInfo(registry, SHELL, fallback) : null;
    manifest.shell = {
      version: info.version,
      publishedAt: info.publishedAt,
      fallback: fbInfo ? { version: fbInfo.version, publishedAt: fbInfo.publishedAt } : null,
    };
    manifest.platformApiVersion = requirePublishedJson<ShellBuildInfo>(registry, SHELL, info.version, 'build.json').platformApiVersion;
    return fbInfo?.version ?? null;
  },
};
