// Runs an operation holding the registry lock (lock-file.ts), after removing what interrupted
// commands left behind: blocking for the CLI, with timers for the registry service.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { crashPoint, removeStaleTemps } from '../base/fsutil';
import type { CommonOptions, Ctx } from './context';
import { listAreas, paths } from './layout';
import { type LockOptions, acquireLock, acquireLockAsync } from './lock-file';

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
