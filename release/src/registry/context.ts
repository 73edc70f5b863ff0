// What every write command shares: options, the registry lock, the audit log and the manifest write.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { type LockOptions, ReleaseError, acquireLock, acquireLockAsync, crashPoint, removeStaleTemps, writeFileAtomic } from '../base/fsutil';
import { refreshStaticSite } from '../pages/live-links';
import { appendHistory, currentUser, listAreas, listVersions, paths, readReleaseInfo, resolveRegistry } from './layout';
import type { HistoryEntry, LiveManifest, ReleaseInfo } from '../base/types';

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

export interface Ctx {
  registry: string;
  log: (line: string) => void;
  user: string;
}

export function context(options: CommonOptions): Ctx {
  return {
    registry: resolveRegistry(options.registry),
    log: options.log ?? (() => {}),
    user: options.user ?? currentUser(),
  };
}

/** The registry whose lock the current call chain holds, so the commands it runs do not wait for it again. */
const heldLock = new AsyncLocalStorage<string>();

function lockOptions(ctx: Ctx, options: CommonOptions): LockOptions {
  return {
    waitMs: options.lockWaitMs,
    onStale: (info) => ctx.log(`removed a stale lock left by pid ${info?.pid ?? '?'} ("${info?.command ?? '?'}")`),
  };
}

function removeLeftovers(ctx: Ctx): void {
  crashPoint('after-lock');
  const removed = [
    ...removeStaleTemps(ctx.registry, '.remotes.json.'),
    ...removeStaleTemps(path.join(ctx.registry, 'shell')),
    ...listAreas(ctx.registry).flatMap((a) => removeStaleTemps(paths.targetDir(ctx.registry, a))),
  ];
  for (const r of removed) ctx.log(`removed leftover of an interrupted command: ${path.relative(ctx.registry, r)}`);
}

/** Runs `fn` holding the registry lock, after removing leftovers of interrupted commands. */
export function locked<T>(ctx: Ctx, command: string, options: CommonOptions, fn: () => T): T {
  if (heldLock.getStore() === ctx.registry) return fn();
  const release = acquireLock(ctx.registry, command, lockOptions(ctx, options));
  try {
    removeLeftovers(ctx);
    return heldLock.run(ctx.registry, fn);
  } finally {
    release();
  }
}

/**
 * `locked` for the registry service: waits for the lock with timers instead of blocking, so the
 * service keeps answering (status, other uploads) while a command on the host holds it. The
 * commands `fn` runs see the lock as theirs and do not take it again.
 */
export async function lockedAsync<T>(ctx: Ctx, command: string, options: CommonOptions, fn: () => T | Promise<T>): Promise<T> {
  if (heldLock.getStore() === ctx.registry) return fn();
  const release = await acquireLockAsync(ctx.registry, command, lockOptions(ctx, options));
  try {
    removeLeftovers(ctx);
    return await heldLock.run(ctx.registry, fn);
  } finally {
    release();
  }
}

export function record(ctx: Ctx, entry: Omit<HistoryEntry, 'time' | 'user'>): void {
  appendHistory(ctx.registry, { time: new Date().toISOString(), user: ctx.user, ...entry });
}

export function writeManifest(ctx: Ctx, manifest: LiveManifest): void {
  manifest.areas.sort((a, b) => a.area.localeCompare(b.area));
  writeFileAtomic(paths.manifest(ctx.registry), `${JSON.stringify(manifest, null, 2)}\n`);
  refreshStaticSite(ctx.registry, manifest);
}

export function publishedVersionsHint(registry: string, target: string): string {
  const versions = listVersions(registry, target).map((r) => r.version);
  return versions.length ? `published versions of ${target}: ${versions.join(', ')}` : `${target} has no published versions`;
}

export function requireRelease(registry: string, target: string, version: string): ReleaseInfo {
  const info = readReleaseInfo(registry, target, version);
  if (!info) {
    throw new ReleaseError(
      `${target} ${version} is not published in ${registry}; ${publishedVersionsHint(registry, target)} (see \`release status\`).`,
    );
  }
  return info;
}
