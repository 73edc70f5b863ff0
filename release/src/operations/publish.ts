// Validates a build and copies it into the registry (immutable), optionally making it live.
// One operation, run by the CLI (cli/commands/publish.ts) and the registry service (service/) alike.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { defaultBuildDir, loadBuild, type LoadedBuild } from '../registry/build';
import { record } from '../registry/audit-log';
import { type CommonOptions, type Ctx, context } from '../registry/context';
import { locked } from '../registry/lock';
import { crashPoint, flushFiles, fsyncPath, sha384 } from '../base/fsutil';
import { ReleaseError } from '../base/release-error';
import { makeLive } from '../registry/make-live';
import { paths, readManifest, repoRootFor } from '../registry/layout';
import { releaseTarget, type PublishChecks } from '../registry/targets';
import type { ReleaseInfo } from '../base/types';

export interface PublishOptions extends CommonOptions, PublishChecks {
  /** Build folder; default `<repoRoot>/<target>/dist`. */
  from?: string;
  repoRoot?: string;
  /** Commit the build was made from; default $GIT_SHA or the git HEAD of the build folder. */
  gitSha?: string;
  /** The version the build had where it was made (an upload): any other content is refused. */
  expectVersion?: string;
}

export interface PublishResult {
  target: string;
  version: string;
  /** `published`, or `already-published` when this exact build is in the registry. */
  status: 'published' | 'already-published';
  /** Whether it became live in this call (`already-live` if it was live before). */
  promoted: boolean | 'already-live';
  dir: string;
  warnings: string[];
  durationMs: number;
}

export function gitSha(dir: string): string {
  if (process.env.GIT_SHA) return process.env.GIT_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Copies into `.tmp-<version>-<pid>` beside the target, then renames: all or nothing. Every file
 * is written first and flushed after, in one pass, then each folder once: the first flush commits
 * the writes before it together, where a flush after each write waited on the disk once per file.
 */
function copyVersion(build: LoadedBuild, entryFile: string, finalDir: string, sha: string): void {
  const parent = path.dirname(finalDir);
  fs.mkdirSync(parent, { recursive: true });
  const tmp = path.join(parent, `.tmp-${build.version}-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  const hashes: Record<string, string> = {};
  const madeDirs = new Set<string>([tmp]);
  const written: string[] = [];
  fs.mkdirSync(tmp);
  for (const [rel, data] of build.files) {
    const file = path.join(tmp, ...rel.split('/'));
    const fileDir = path.dirname(file);
    if (!madeDirs.has(fileDir)) {
      fs.mkdirSync(fileDir, { recursive: true });
      madeDirs.add(fileDir);
    }
    fs.writeFileSync(file, data, { mode: 0o444 });
    written.push(file);
    hashes[rel] = sha384(data);
  }
  // Published files are served: what was built, from which commit, never who built it.
  const info: ReleaseInfo = {
    area: build.target,
    version: build.version,
    packageVersion: build.packageVersion,
    gitSha: sha,
    publishedAt: new Date().toISOString(),
    files: hashes,
    entryIntegrity: hashes[entryFile],
  };
  fs.writeFileSync(path.join(tmp, 'release.json'), `${JSON.stringify(info, null, 2)}\n`, { mode: 0o444 });
  written.push(path.join(tmp, 'release.json'));
  flushFiles(written);
  for (const d of madeDirs) fsyncPath(d);
  crashPoint('after-copy');
  fs.renameSync(tmp, finalDir);
  fsyncPath(parent);
}

function copyIfNew(ctx: Ctx, build: LoadedBuild, entryFile: string, sha: string): PublishResult['status'] {
  const finalDir = paths.versionDir(ctx.registry, build.target, build.version);
  if (fs.existsSync(path.join(finalDir, 'release.json'))) {
    ctx.log(`${build.target} ${build.version} is already published; nothing copied`);
    return 'already-published';
  }
  copyVersion(build, entryFile, finalDir, sha);
  // The commit in the audit log too: `history` answers "which commit is this version" without the folder.
  record(ctx, { action: 'publish', area: build.target, from: null, to: build.version, note: `git ${sha}` });
  ctx.log(`published ${build.target} ${build.version} → ${path.relative(ctx.registry, finalDir)}`);
  return 'published';
}

export function publish(name: string, options: PublishOptions = {}): PublishResult {
  const started = performance.now();
  const target = releaseTarget(name);
  const ctx = context(options);
  const dir = path.resolve(options.from ?? defaultBuildDir(options.repoRoot ?? repoRootFor('--from <build folder> is needed'), name));
  ctx.log(`reading ${name} build from ${dir}`);
  const build = loadBuild(target, dir);
  if (options.expectVersion && options.expectVersion !== build.version) {
    throw new ReleaseError(
      `${name} upload refused: its files make version ${build.version}, not ${options.expectVersion} as built; a file was changed after the build or on the way. Nothing was stored.`,
    );
  }

  return locked(ctx, `publish ${name}`, options, () => {
    const warnings = target.checkPublish(ctx.registry, build, readManifest(ctx.registry), options);
    for (const w of warnings) ctx.log(`warning: ${w}`);
    ctx.log(`validated ${name} ${build.version} (${build.files.size} files)`);
    const status = copyIfNew(ctx, build, target.entryFile, options.gitSha ?? gitSha(dir));

    let promoted: PublishResult['promoted'] = false;
    if (options.promote) {
      const res = makeLive(ctx, target, build.version, { action: 'promote', force: options.force, alongside: options.alongside });
      warnings.push(...res.warnings.filter((w) => !warnings.includes(w)));
      promoted = res.changed ? true : 'already-live';
    }
    const finalDir = paths.versionDir(ctx.registry, name, build.version);
    return {
      target: name,
      version: build.version,
      status,
      promoted,
      dir: finalDir,
      warnings,
      durationMs: Math.round(performance.now() - started),
    };
  });
}
