// The registry's `.lock` file: who holds it, how long to wait for it, and when a lock left by a
// dead process is stale. `lock.ts` runs an operation under it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ReleaseError } from '../base/release-error';

interface LockInfo {
  pid: number;
  token: string;
  host: string;
  command: string;
  since: string;
}

/** The registry lock is busy past the wait; names the holder (the service answers 503). */
export class LockBusyError extends ReleaseError {
  constructor(holder: LockInfo | null, lockFile: string) {
    const who = holder ? `pid ${holder.pid} on ${holder.host} ("${holder.command}", since ${holder.since})` : 'another process';
    super(`the registry is locked by ${who}. Wait for it to finish; if that process is gone, delete ${lockFile}.`);
    this.name = 'LockBusyError';
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LockOptions {
  /** How long to wait for another holder, ms (default 15000). */
  waitMs?: number;
  /** Told about each stale lock removed. */
  onStale?: (info: LockInfo | null) => void;
}

/** How often a waiting command looks at the lock again. */
const RETRY_MS = 50;

/**
 * One attempt to take `<registry>/.lock` at a time, so the blocking wait of the CLI and the
 * timer wait of the registry service share the rules: the lock is created with link(2) (it
 * appears complete or not at all); a lock whose pid is gone on this host is stale and removed.
 */
class LockAttempt {
  readonly lockFile: string;
  private readonly info: LockInfo;
  private readonly tmp: string;
  private readonly deadline: number;

  constructor(
    registry: string,
    command: string,
    private readonly options: LockOptions,
  ) {
    fs.mkdirSync(registry, { recursive: true });
    this.lockFile = path.join(registry, '.lock');
    this.info = {
      pid: process.pid,
      token: crypto.randomBytes(6).toString('hex'),
      host: os.hostname(),
      command,
      since: new Date().toISOString(),
    };
    this.tmp = path.join(registry, `.lock.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    fs.writeFileSync(this.tmp, JSON.stringify(this.info));
    this.deadline = Date.now() + (options.waitMs ?? 15000);
  }

  /** Takes the lock (null), or says how long to wait before the next try; past the wait, throws. */
  next(): number | null {
    try {
      fs.linkSync(this.tmp, this.lockFile);
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = this.readHolder();
    if (holder && holder.host === os.hostname() && !pidAlive(holder.pid)) {
      // Stale: its owner died (crash, SIGKILL). Remove it only if it is still that lock.
      if (this.readHolder()?.token === holder.token) {
        fs.rmSync(this.lockFile, { force: true });
        this.options.onStale?.(holder);
      }
      return 0;
    }
    if (Date.now() > this.deadline) throw new LockBusyError(holder, this.lockFile);
    return RETRY_MS;
  }

  /** The attempt is over (lock taken or not): its temp file goes. */
  end(): void {
    fs.rmSync(this.tmp, { force: true });
  }

  /** Releases the lock taken, if it is still this attempt's. */
  readonly release = (): void => {
    if (this.readHolder()?.token === this.info.token) fs.rmSync(this.lockFile, { force: true });
  };

  private readHolder(): LockInfo | null {
    try {
      return JSON.parse(fs.readFileSync(this.lockFile, 'utf8')) as LockInfo;
    } catch {
      return null; // vanished or unreadable: retried
    }
  }
}

/** Takes the registry lock, blocking the process while another holds it (the CLI). Returns the release function. */
export function acquireLock(registry: string, command: string, options: LockOptions = {}): () => void {
  const attempt = new LockAttempt(registry, command, options);
  try {
    for (let wait = attempt.next(); wait !== null; wait = attempt.next()) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait);
    }
  } finally {
    attempt.end();
  }
  return attempt.release;
}

/**
 * One try at the lock, never waiting (a stale lock is removed first): the release function, or
 * null while another holds it. For work that runs holding the lock without an await in between,
 * so a synchronous command in the same process never finds its own process holding it.
 */
export function tryLock(registry: string, command: string, options: LockOptions = {}): (() => void) | null {
  const attempt = new LockAttempt(registry, command, options);
  try {
    let wait = attempt.next();
    while (wait === 0) wait = attempt.next();
    return wait === null ? attempt.release : null;
  } finally {
    attempt.end();
  }
}

/** The same lock, waited for with timers: a long-running process (the registry service) keeps answering meanwhile. */
export async function acquireLockAsync(registry: string, command: string, options: LockOptions = {}): Promise<() => void> {
  const attempt = new LockAttempt(registry, command, options);
  try {
    for (let wait = attempt.next(); wait !== null; wait = attempt.next()) await delay(wait);
  } finally {
    attempt.end();
  }
  return attempt.release;
}
