// The start-up helper behind `pnpm start` and the e2e suite (not an operator command): makes the
// current build of the shell and of every area live, skipping what is live already.
import fs from 'node:fs';
import path from 'node:path';
import { defaultBuildDir, loadBuild, type LoadedBuild } from '../registry/build';
import { publish } from './publish';
import { type CommonOptions, context } from '../registry/context';
import { ReleaseError } from '../base/release-error';
import { SHELL, readManifest, readReleaseInfo, repoRootFor } from '../registry/layout';
import { releaseTarget } from '../registry/targets';
import { checkAreaBuild } from '../registry/targets/area-target';
import type { AreaBuildInfo } from '../base/types';

export interface PublishAllOptions extends CommonOptions {
  repoRoot?: string;
  /** Area folder names; default every `mf-*` folder of the repo. */
  areas?: string[];
  promote?: boolean;
  /** Include the shell (default true). */
  shell?: boolean;
  /** Throw after trying everything when one target failed (default false: report and go on). */
  strict?: boolean;
}

export interface PublishAllItem {
  target: string;
  action: 'published' | 'promoted' | 'unchanged' | 'skipped' | 'failed';
  version?: string;
  error?: string;
}

/** The area builds that pass their shape checks, by area: what the shell will run next to. */
function arrivingAreas(builds: Map<string, LoadedBuild>, areas: string[]): Record<string, AreaBuildInfo> {
  const arriving: Record<string, AreaBuildInfo> = {};
  for (const area of areas) {
    const build = builds.get(area);
    if (!build) continue;
    try {
      arriving[area] = checkAreaBuild(build, releaseTarget(area).buildCommand).build;
    } catch {
      // Its own publish reports why; the shell is checked against the version live now.
    }
  }
  return arriving;
}

/**
 * Publishes (and by default promotes) the shell first, then every area. A shell that changes
 * the contract is checked against the area builds published with it, not against the live
 * versions they replace; anything else that does not fit is refused with the reason.
 */
export function publishAll(options: PublishAllOptions = {}): PublishAllItem[] {
  const repoRoot = options.repoRoot ?? repoRootFor('publishing every build');
  const promoteToo = options.promote ?? true;
  const ctx = context(options);
  const areas =
    options.areas ??
    fs
      .readdirSync(repoRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith('mf-'))
      .map((e) => e.name)
      .sort();
  const targets = [...(options.shell === false ? [] : [SHELL]), ...areas];
  const results: PublishAllItem[] = [];
  const builds = new Map<string, LoadedBuild>();
  for (const name of targets) {
    const from = defaultBuildDir(repoRoot, name);
    if (!fs.existsSync(path.join(from, 'build.json'))) {
      results.push({ target: name, action: 'skipped', error: `no build at ${from}` });
      ctx.log(`skipped ${name}: no build at ${from}`);
      continue;
    }
    try {
      builds.set(name, loadBuild(releaseTarget(name), from));
    } catch (err) {
      results.push({ target: name, action: 'failed', error: (err as Error).message });
      ctx.log(`failed ${name}: ${(err as Error).message}`);
    }
  }
  const alongside = promoteToo ? arrivingAreas(builds, areas) : {};

  for (const [name, build] of builds) {
    try {
      const live = releaseTarget(name).live(readManifest(ctx.registry))?.version;
      if (live === build.version || (!promoteToo && readReleaseInfo(ctx.registry, name, build.version))) {
        results.push({ target: name, action: 'unchanged', version: build.version });
        continue;
      }
      const res = publish(name, { ...options, from: build.dir, promote: promoteToo, alongside });
      results.push({
        target: name,
        action: res.promoted === true ? 'promoted' : res.status === 'published' ? 'published' : 'unchanged',
        version: res.version,
      });
    } catch (err) {
      const message = (err as Error).message;
      results.push({ target: name, action: 'failed', error: message });
      ctx.log(`failed ${name}: ${message}`);
    }
  }
  results.sort((a, b) => targets.indexOf(a.target) - targets.indexOf(b.target));
  const failed = results.filter((r) => r.action === 'failed');
  if (options.strict && failed.length) {
    throw new ReleaseError(`publishAll: ${failed.map((f) => `${f.target}: ${f.error}`).join('\n')}`);
  }
  return results;
}
