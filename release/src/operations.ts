// The write side of the registry: publish, promote, rollback, updating, publishAll; plus
// status and history. Every write holds the registry lock; remotes.json is replaced atomically.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  checkAreaAgainstLive,
  cleanRoute,
  checkAreaBuild,
  checkShellAgainstLive,
  checkShellBuild,
  defaultBuildDir,
  loadBuild,
  readLiveShellBuild,
  refusal,
} from './build';
import {
  ReleaseError,
  acquireLock,
  crashPoint,
  fsyncPath,
  removeStaleTemps,
  sha384,
  writeFileAtomic,
  writeFileDurable,
} from './fsutil';
import {
  REPO_ROOT,
  SHELL,
  appendHistory,
  checkTargetName,
  currentUser,
  emptyManifest,
  listAreas,
  listVersions,
  paths,
  readHistory,
  readJsonFile,
  readManifest,
  readReleaseInfo,
  resolveRegistry,
} from './registry';
import type {
  AreaBuildInfo,
  AreaRelease,
  HistoryEntry,
  LiveManifest,
  ReleaseInfo,
  RouteDef,
  ShellBuildInfo,
} from './types';

export interface CommonOptions {
  /** Registry folder; default `$SURVEY_REGISTRY` or `<repo>/.data/registry`. */
  registry?: string;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /** Recorded in history.jsonl; default the OS user. */
  user?: string;
  /** How long to wait for another command's lock, ms (default 15000). */
  lockWaitMs?: number;
}

export interface PublishOptions extends CommonOptions {
  /** Build folder; default `<repoRoot>/<target>/dist`. */
  from?: string;
  repoRoot?: string;
  promote?: boolean;
  /** Make live despite compatibility problems with what is live (never skips shape checks). */
  force?: boolean;
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

export interface PromoteResult {
  target: string;
  from: string | null;
  to: string;
  fallback: string | null;
  changed: boolean;
  warnings: string[];
  durationMs: number;
}

interface Ctx {
  registry: string;
  log: (line: string) => void;
  user: string;
}

function context(options: CommonOptions): Ctx {
  return {
    registry: resolveRegistry(options.registry),
    log: options.log ?? (() => {}),
    user: options.user ?? currentUser(),
  };
}

/** Runs `fn` holding the registry lock, after removing leftovers of interrupted commands. */
function locked<T>(ctx: Ctx, command: string, options: CommonOptions, fn: () => T): T {
  const release = acquireLock(ctx.registry, command, {
    waitMs: options.lockWaitMs,
    onStale: (info) => ctx.log(`removed a stale lock left by pid ${info?.pid ?? '?'} ("${info?.command ?? '?'}")`),
  });
  try {
    crashPoint('after-lock');
    const removed = [
      ...removeStaleTemps(ctx.registry, '.remotes.json.'),
      ...removeStaleTemps(path.join(ctx.registry, 'shell')),
      ...listAreas(ctx.registry).flatMap((a) => removeStaleTemps(paths.targetDir(ctx.registry, a))),
    ];
    for (const r of removed) ctx.log(`removed leftover of an interrupted command: ${path.relative(ctx.registry, r)}`);
    return fn();
  } finally {
    release();
  }
}

function record(ctx: Ctx, entry: Omit<HistoryEntry, 'time' | 'user'>): void {
  appendHistory(ctx.registry, { time: new Date().toISOString(), user: ctx.user, ...entry });
}

function writeManifest(ctx: Ctx, manifest: LiveManifest): void {
  manifest.areas.sort((a, b) => a.area.localeCompare(b.area));
  writeFileAtomic(paths.manifest(ctx.registry), `${JSON.stringify(manifest, null, 2)}\n`);
}

function gitSha(dir: string): string {
  if (process.env.GIT_SHA) return process.env.GIT_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function publishedVersionsHint(ctx: Ctx, target: string): string {
  const versions = listVersions(ctx.registry, target).map((r) => r.version);
  return versions.length ? `published versions of ${target}: ${versions.join(', ')}` : `${target} has no published versions`;
}

function requireRelease(ctx: Ctx, target: string, version: string): ReleaseInfo {
  const info = readReleaseInfo(ctx.registry, target, version);
  if (!info) {
    throw new ReleaseError(`${target} ${version} is not published in ${ctx.registry}; ${publishedVersionsHint(ctx, target)} (see \`release status\`).`);
  }
  return info;
}

// ---------------------------------------------------------------------------------------
// publish

export function publish(target: string, options: PublishOptions = {}): PublishResult {
  const started = performance.now();
  checkTargetName(target);
  const ctx = context(options);
  const dir = path.resolve(options.from ?? defaultBuildDir(options.repoRoot ?? REPO_ROOT, target));
  ctx.log(`reading ${target} build from ${dir}`);
  const build = loadBuild(target, dir);
  const warnings: string[] = [];

  return locked(ctx, `publish ${target}`, options, () => {
    const manifest = readManifest(ctx.registry);
    let entryFile: string;
    if (target === SHELL) {
      const shell = checkShellBuild(build);
      entryFile = 'index.html';
      if (options.promote) {
        const check = checkShellAgainstLive(shell, build.version, manifest, (a, v) => areaBuildOf(ctx, a, v));
        warnings.push(...check.warnings);
        if (check.problems.length && !options.force) {
          throw refusal(`publish shell ${build.version}`, check.problems, 'republish the listed areas against this shell, or pass --force.');
        }
      }
    } else {
      const { build: info, routes } = checkAreaBuild(build);
      entryFile = 'remoteEntry.js';
      const check = checkAreaAgainstLive(target, info, routes, manifest, readLiveShellBuild(ctx.registry, manifest));
      warnings.push(...check.warnings);
      if (check.problems.length) {
        throw refusal(`publish ${target} ${build.version}`, check.problems, 'rebuild the area against the live shell and with unique routes, then publish again.');
      }
    }
    for (const w of warnings) ctx.log(`warning: ${w}`);
    ctx.log(`validated ${target} ${build.version} (${build.files.size} files)`);

    const finalDir = paths.versionDir(ctx.registry, target, build.version);
    let status: PublishResult['status'];
    if (fs.existsSync(path.join(finalDir, 'release.json'))) {
      status = 'already-published';
      ctx.log(`${target} ${build.version} is already published; nothing copied`);
    } else {
      copyVersion(ctx, build, entryFile, finalDir, gitSha(dir));
      status = 'published';
      record(ctx, { action: 'publish', area: target, from: null, to: build.version });
      ctx.log(`published ${target} ${build.version} → ${path.relative(ctx.registry, finalDir)}`);
    }

    let promoted: PublishResult['promoted'] = false;
    if (options.promote) {
      const res = promoteLocked(ctx, target, build.version, { action: 'promote', force: options.force });
      warnings.push(...res.warnings.filter((w) => !warnings.includes(w)));
      promoted = res.changed ? true : 'already-live';
    }
    return { target, version: build.version, status, promoted, dir: finalDir, warnings, durationMs: Math.round(performance.now() - started) };
  });
}

/** Copies into `.tmp-<version>-<pid>` beside the target, then renames: all or nothing. */
function copyVersion(ctx: Ctx, build: ReturnType<typeof loadBuild>, entryFile: string, finalDir: string, sha: string): void {
  const parent = path.dirname(finalDir);
  fs.mkdirSync(parent, { recursive: true });
  const tmp = path.join(parent, `.tmp-${build.version}-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  const hashes: Record<string, string> = {};
  const madeDirs = new Set<string>([tmp]);
  fs.mkdirSync(tmp);
  for (const [rel, data] of build.files) {
    const file = path.join(tmp, ...rel.split('/'));
    const fileDir = path.dirname(file);
    if (!madeDirs.has(fileDir)) {
      fs.mkdirSync(fileDir, { recursive: true });
      madeDirs.add(fileDir);
    }
    writeFileDurable(file, data, 0o444);
    hashes[rel] = sha384(data);
  }
  const info: ReleaseInfo = {
    area: build.target,
    version: build.version,
    packageVersion: build.packageVersion,
    gitSha: sha,
    publishedAt: new Date().toISOString(),
    publishedBy: ctx.user,
    files: hashes,
    entryIntegrity: hashes[entryFile],
  };
  writeFileDurable(path.join(tmp, 'release.json'), `${JSON.stringify(info, null, 2)}\n`, 0o444);
  for (const d of madeDirs) fsyncPath(d);
  crashPoint('after-copy');
  fs.renameSync(tmp, finalDir);
  fsyncPath(parent);
}

function areaBuildOf(ctx: Ctx, area: string, version: string): AreaBuildInfo | null {
  try {
    return readJsonFile<AreaBuildInfo>(path.join(paths.versionDir(ctx.registry, area, version), 'build.json'));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// promote / rollback

interface PromoteInternal {
  action: 'promote' | 'rollback';
  force?: boolean;
  /** Rollback: the version being rolled away from (never chosen as the new fallback). */
  rolledAway?: string;
  note?: string;
}

/** Versions rolled away from and not explicitly made live again since. */
function badVersions(history: HistoryEntry[]): Set<string> {
  const bad = new Set<string>();
  for (const e of history) {
    if (e.action === 'rollback') {
      if (e.from) bad.add(e.from);
      if (e.to) bad.delete(e.to);
    } else if (e.action === 'promote' && e.to) bad.delete(e.to);
  }
  return bad;
}

/**
 * The fallback after a rollback: the most recently live version other than the restored one
 * that was never rolled away from and is still published, or none.
 */
function pickFallback(ctx: Ctx, target: string, live: string, rolledAway: string): string | null {
  const history = readHistory(ctx.registry, target);
  const bad = badVersions(history);
  bad.add(rolledAway);
  const seq = history.filter((e) => (e.action === 'promote' || e.action === 'rollback') && e.to).map((e) => e.to!);
  for (let i = seq.length - 1; i >= 0; i--) {
    const v = seq[i];
    if (v === live || bad.has(v)) continue;
    if (readReleaseInfo(ctx.registry, target, v)) return v;
  }
  return null;
}

function areaFallback(ctx: Ctx, area: string, version: string | null): AreaRelease['fallback'] {
  if (!version) return null;
  const info = readReleaseInfo(ctx.registry, area, version);
  if (!info) return null;
  const dir = paths.versionDir(ctx.registry, area, version);
  const routes = readJsonFile<{ routes: RouteDef[] }>(path.join(dir, 'routes.json')).routes.map(cleanRoute);
  const build = readJsonFile<AreaBuildInfo>(path.join(dir, 'build.json'));
  return {
    version,
    entry: `/areas/${area}/${version}/remoteEntry.js`,
    integrity: info.entryIntegrity,
    routes,
    platformApiVersion: build.platformApiVersion,
    publishedAt: info.publishedAt,
  };
}

function verifyEntry(ctx: Ctx, target: string, info: ReleaseInfo, entryFile: string): void {
  const file = path.join(paths.versionDir(ctx.registry, target, info.version), entryFile);
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    throw new ReleaseError(`${file} is missing: the published folder is damaged; publish the build again as a new version.`);
  }
  if (sha384(data) !== info.entryIntegrity) {
    throw new ReleaseError(`${file} no longer matches its recorded hash: the published folder was modified; publish the build again.`);
  }
}

function promoteLocked(ctx: Ctx, target: string, version: string, opts: PromoteInternal): PromoteResult {
  const started = performance.now();
  const info = requireRelease(ctx, target, version);
  const manifest = readManifest(ctx.registry) ?? emptyManifest();
  const warnings: string[] = [];
  const what = `${opts.action} ${target} ${version}`;

  if (target === SHELL) {
    verifyEntry(ctx, target, info, 'index.html');
    const shell = readJsonFile<ShellBuildInfo>(path.join(paths.versionDir(ctx.registry, SHELL, version), 'build.json'));
    const from = manifest.shell?.version ?? null;
    if (from === version) {
      ctx.log(`shell ${version} is already live`);
      return { target, from, to: version, fallback: manifest.shell?.fallback?.version ?? null, changed: false, warnings, durationMs: Math.round(performance.now() - started) };
    }
    const check = checkShellAgainstLive(shell, version, manifest, (a, v) => areaBuildOf(ctx, a, v));
    warnings.push(...check.warnings);
    if (check.problems.length && !opts.force) {
      throw refusal(what, check.problems, 'republish the listed areas against this shell, or pass --force.');
    }
    const fallbackVersion = opts.action === 'rollback' ? pickFallback(ctx, SHELL, version, opts.rolledAway!) : from;
    const fbInfo = fallbackVersion ? readReleaseInfo(ctx.registry, SHELL, fallbackVersion) : null;
    manifest.shell = {
      version,
      publishedAt: info.publishedAt,
      fallback: fbInfo ? { version: fbInfo.version, publishedAt: fbInfo.publishedAt } : null,
    };
    manifest.platformApiVersion = shell.platformApiVersion;
    writeManifest(ctx, manifest);
    record(ctx, { action: opts.action, area: SHELL, from, to: version, ...(opts.note ? { note: opts.note } : {}) });
    ctx.log(`${opts.action === 'rollback' ? 'rolled back' : 'promoted'} shell ${from ?? '(none)'} → ${version}; fallback ${fbInfo?.version ?? 'none'}`);
    return { target, from, to: version, fallback: fbInfo?.version ?? null, changed: true, warnings, durationMs: Math.round(performance.now() - started) };
  }

  verifyEntry(ctx, target, info, 'remoteEntry.js');
  const dir = paths.versionDir(ctx.registry, target, version);
  const build = readJsonFile<AreaBuildInfo>(path.join(dir, 'build.json'));
  const routes = readJsonFile<{ routes: RouteDef[] }>(path.join(dir, 'routes.json')).routes.map(cleanRoute);
  const current = manifest.areas.find((a) => a.area === target) ?? null;
  const from = current?.version ?? null;
  if (from === version) {
    ctx.log(`${target} ${version} is already live`);
    return { target, from, to: version, fallback: current?.fallback?.version ?? null, changed: false, warnings, durationMs: Math.round(performance.now() - started) };
  }
  const check = checkAreaAgainstLive(target, build, routes, manifest, readLiveShellBuild(ctx.registry, manifest));
  warnings.push(...check.warnings);
  if (check.problems.length && !opts.force) {
    throw refusal(what, check.problems, 'publish a build that fits the live site, or pass --force.');
  }
  const fallback =
    opts.action === 'rollback'
      ? areaFallback(ctx, target, pickFallback(ctx, target, version, opts.rolledAway!))
      : current
        ? areaFallback(ctx, target, current.version) ?? {
            version: current.version,
            entry: current.entry,
            integrity: current.integrity,
            routes: current.routes,
            platformApiVersion: current.platformApiVersion,
            publishedAt: current.publishedAt,
          }
        : null;
  const release: AreaRelease = {
    area: target,
    federationName: build.federationName,
    version,
    entry: `/areas/${target}/${version}/remoteEntry.js`,
    integrity: info.entryIntegrity,
    routes,
    platformApiVersion: build.platformApiVersion,
    publishedAt: info.publishedAt,
    fallback,
  };
  manifest.areas = [...manifest.areas.filter((a) => a.area !== target), release];
  if (!manifest.shell) manifest.platformApiVersion = build.platformApiVersion;
  writeManifest(ctx, manifest);
  record(ctx, { action: opts.action, area: target, from, to: version, ...(opts.note ? { note: opts.note } : {}) });
  ctx.log(`${opts.action === 'rollback' ? 'rolled back' : 'promoted'} ${target} ${from ?? '(none)'} → ${version}; fallback ${fallback?.version ?? 'none'}`);
  return { target, from, to: version, fallback: fallback?.version ?? null, changed: true, warnings, durationMs: Math.round(performance.now() - started) };
}

export function promote(target: string, version: string, options: CommonOptions & { force?: boolean } = {}): PromoteResult {
  checkTargetName(target);
  const ctx = context(options);
  return locked(ctx, `promote ${target} ${version}`, options, () => {
    const res = promoteLocked(ctx, target, version, { action: 'promote', force: options.force });
    for (const w of res.warnings) ctx.log(`warning: ${w}`);
    return res;
  });
}

/**
 * Makes the fallback (or `to`) live again, without rebuilding. The version rolled away from
 * is remembered as bad: it never becomes a fallback automatically (promote it explicitly to
 * clear that). The new fallback is the most recently live good version before the restored one.
 */
export function rollback(target: string, options: CommonOptions & { to?: string; force?: boolean } = {}): PromoteResult {
  checkTargetName(target);
  const ctx = context(options);
  return locked(ctx, `rollback ${target}`, options, () => {
    const manifest = readManifest(ctx.registry);
    const current = target === SHELL ? manifest?.shell ?? null : manifest?.areas.find((a) => a.area === target) ?? null;
    if (!current) throw new ReleaseError(`${target} has no live version, so there is nothing to roll back; use \`release promote ${target} <version>\`.`);
    const to = options.to ?? current.fallback?.version;
    if (!to) {
      throw new ReleaseError(`${target} ${current.version} has no fallback to roll back to; pass --to <version> (${publishedVersionsHint(ctx, target)}).`);
    }
    if (to === current.version) throw new ReleaseError(`${target} ${to} is already live; pick another version with --to.`);
    const res = promoteLocked(ctx, target, to, { action: 'rollback', force: options.force, rolledAway: current.version });
    for (const w of res.warnings) ctx.log(`warning: ${w}`);
    return res;
  });
}

// ---------------------------------------------------------------------------------------
// updating flag

export function setUpdating(on: boolean, options: CommonOptions = {}): { changed: boolean; updating: boolean } {
  const ctx = context(options);
  return locked(ctx, `updating ${on ? 'on' : 'off'}`, options, () => {
    const manifest = readManifest(ctx.registry) ?? emptyManifest();
    if (manifest.updating === on) {
      ctx.log(`the updating flag is already ${on ? 'on' : 'off'}`);
      return { changed: false, updating: on };
    }
    manifest.updating = on;
    writeManifest(ctx, manifest);
    record(ctx, { action: 'updating', area: 'site', from: on ? 'off' : 'on', to: on ? 'on' : 'off' });
    ctx.log(`the site-wide updating flag is now ${on ? 'ON: every page shows /updating' : 'off'}`);
    return { changed: true, updating: on };
  });
}

// ---------------------------------------------------------------------------------------
// status / history

export interface StatusRow {
  target: string;
  live: string | null;
  fallback: string | null;
  publishedAt: string | null;
  routes: number | null;
  versions: number;
}

export interface Status {
  registry: string;
  updating: boolean;
  platformApiVersion: number | null;
  rows: StatusRow[];
}

export function status(options: CommonOptions = {}): Status {
  const registry = resolveRegistry(options.registry);
  const manifest = readManifest(registry);
  const rows: StatusRow[] = [
    {
      target: SHELL,
      live: manifest?.shell?.version ?? null,
      fallback: manifest?.shell?.fallback?.version ?? null,
      publishedAt: manifest?.shell?.publishedAt ?? null,
      routes: null,
      versions: listVersions(registry, SHELL).length,
    },
  ];
  const areas = new Set([...listAreas(registry), ...(manifest?.areas.map((a) => a.area) ?? [])]);
  for (const area of [...areas].sort()) {
    const live = manifest?.areas.find((a) => a.area === area);
    rows.push({
      target: area,
      live: live?.version ?? null,
      fallback: live?.fallback?.version ?? null,
      publishedAt: live?.publishedAt ?? null,
      routes: live ? live.routes.length : null,
      versions: listVersions(registry, area).length,
    });
  }
  return { registry, updating: manifest?.updating ?? false, platformApiVersion: manifest?.platformApiVersion ?? null, rows };
}

export function history(target?: string, options: CommonOptions = {}): HistoryEntry[] {
  return readHistory(options.registry, target);
}

/** Re-hashes every published file of a target against its release.json. */
export function verify(target?: string, options: CommonOptions = {}): { checked: number; problems: string[] } {
  const registry = resolveRegistry(options.registry);
  const targets = target ? [target] : [SHELL, ...listAreas(registry)];
  const problems: string[] = [];
  let checked = 0;
  for (const t of targets) {
    for (const info of listVersions(registry, t)) {
      const dir = paths.versionDir(registry, t, info.version);
      for (const [rel, hash] of Object.entries(info.files)) {
        checked++;
        try {
          if (sha384(fs.readFileSync(path.join(dir, rel))) !== hash) problems.push(`${t} ${info.version}: ${rel} was modified`);
        } catch {
          problems.push(`${t} ${info.version}: ${rel} is missing`);
        }
      }
    }
  }
  return { checked, problems };
}

// ---------------------------------------------------------------------------------------
// publishAll (pnpm start)

export interface PublishAllOptions extends CommonOptions {
  repoRoot?: string;
  /** Area folder names; default every `mf-*` folder of the repo with a `dist/build.json`. */
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

/** Publishes (and promotes) the shell and every area whose current build is not live yet. */
export function publishAll(options: PublishAllOptions = {}): PublishAllItem[] {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
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
  for (const target of targets) {
    const from = defaultBuildDir(repoRoot, target);
    if (!fs.existsSync(path.join(from, 'build.json'))) {
      results.push({ target, action: 'skipped', error: `no build at ${from}` });
      ctx.log(`skipped ${target}: no build at ${from}`);
      continue;
    }
    try {
      const version = loadBuild(target, from).version;
      const manifest = readManifest(ctx.registry);
      const live = target === SHELL ? manifest?.shell?.version : manifest?.areas.find((a) => a.area === target)?.version;
      if (live === version || (!promoteToo && readReleaseInfo(ctx.registry, target, version))) {
        results.push({ target, action: 'unchanged', version });
        continue;
      }
      // The shell goes first and the areas follow from the same tree, so a contract bump
      // is allowed through for the shell and then checked area by area.
      const res = publish(target, { ...options, from, promote: promoteToo, force: target === SHELL });
      results.push({ target, action: res.promoted === true ? 'promoted' : res.status === 'published' ? 'published' : 'unchanged', version: res.version });
    } catch (err) {
      const message = (err as Error).message;
      results.push({ target, action: 'failed', error: message });
      ctx.log(`failed ${target}: ${message}`);
    }
  }
  const failed = results.filter((r) => r.action === 'failed');
  if (options.strict && failed.length) {
    throw new ReleaseError(`publishAll: ${failed.map((f) => `${f.target}: ${f.error}`).join('\n')}`);
  }
  return results;
}
