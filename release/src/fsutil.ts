// File-system primitives the registry relies on: crash-test hooks, atomic writes, the lock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';

/** Named points where `RELEASE_CRASH_AT=<name>` makes the process SIGKILL itself (tests only). */
export type CrashPoint = 'after-lock' | 'after-copy' | 'mid-temp-write' | 'after-temp-write' | 'before-rename' | 'after-rename';

export function crashPoint(point: CrashPoint): void {
  if (process.env.RELEASE_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}

export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export function sha384(data: Buffer | string): string {
  return `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;
}

export function fsyncPath(p: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(p, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on directories; the rename is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export function writeFileDurable(file: string, data: Buffer | string, mode?: number): void {
  const fd = fs.openSync(file, 'w', mode);
  try {
    fs.writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Replaces `file` atomically: write a temp file beside it, fsync, rename, fsync the folder.
 * Readers see the old content or the new, never a mix; a crash leaves the old one.
 */
export function writeFileAtomic(file: string, content: string): void {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = fs.openSync(tmp, 'w', 0o644);
  try {
    const buf = Buffer.from(content);
    if (process.env.RELEASE_CRASH_AT === 'mid-temp-write') {
      fs.writeSync(fd, buf, 0, Math.floor(buf.length / 2));
      crashPoint('mid-temp-write');
    }
    fs.writeSync(fd, buf);
    crashPoint('after-temp-write');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  crashPoint('before-rename');
  fs.renameSync(tmp, file);
  fsyncPath(dir);
  crashPoint('after-rename');
}

/** Removes leftovers of interrupted writes (`.*.tmp` files, `.tmp-*` folders) under `dir`. */
export function removeStaleTemps(dir: string, filePrefix = '.'): string[] {
  const removed: string[] = [];
  if (!fs.existsSync(dir)) return removed;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name.startsWith('.tmp-')) {
      fs.rmSync(full, { recursive: true, force: true });
      removed.push(full);
    } else if (entry.isFile() && entry.name.startsWith(filePrefix) && entry.name.endsWith('.tmp')) {
      fs.rmSync(full, { force: true });
      removed.push(full);
    }
  }
  return removed;
}

interface LockInfo {
  pid: number;
  token: string;
  host: string;
  command: string;
  since: string;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes `<registry>/.lock` (created with link(2), so it appears complete or not at all).
 * A lock whose pid is gone on this host is stale and removed. Waits up to `waitMs`.
 * Returns the release function; `onStale` is told about removed stale locks.
 */
export function acquireLock(
  registry: string,
  command: string,
  options: { waitMs?: number; onStale?: (info: LockInfo | null) => void } = {},
): () => void {
  fs.mkdirSync(registry, { recursive: true });
  const lockFile = path.join(registry, '.lock');
  const info: LockInfo = {
    pid: process.pid,
    token: crypto.randomBytes(6).toString('hex'),
    host: os.hostname(),
    command,
    since: new Date().toISOString(),
  };
  const tmp = path.join(registry, `.lock.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(info));
  const deadline = Date.now() + (options.waitMs ?? 15000);
  try {
    for (;;) {
      try {
        fs.linkSync(tmp, lockFile);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      let holder: LockInfo | null = null;
      try {
        holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockInfo;
      } catch {
        holder = null; // vanished or unreadable: retry below
      }
      if (holder && holder.host === os.hostname() && !pidAlive(holder.pid)) {
        // Stale: its owner died (crash, SIGKILL). Remove it only if it is still that lock.
        try {
          const again = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockInfo;
          if (again.token === holder.token) {
            fs.unlinkSync(lockFile);
            options.onStale?.(holder);
          }
        } catch {
          /* someone else removed it */
        }
        continue;
      }
      if (Date.now() > deadline) {
        const who = holder ? `pid ${holder.pid} on ${holder.host} ("${holder.command}", since ${holder.since})` : 'another process';
        throw new ReleaseError(`the registry is locked by ${who}. Wait for it to finish; if that process is gone, delete ${lockFile}.`);
      }
      sleep(50);
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      const current = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockInfo;
      if (current.token === info.token) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}
