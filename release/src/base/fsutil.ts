// File-system primitives the registry relies on: crash-test hooks, hashes, durable and atomic writes.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** Named points where `RELEASE_CRASH_AT=<name>` makes the process SIGKILL itself (tests only). */
export type CrashPoint = 'after-lock' | 'after-copy' | 'mid-temp-write' | 'after-temp-write' | 'before-rename' | 'after-rename';

export function crashPoint(point: CrashPoint): void {
  if (process.env.RELEASE_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
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

/** Flushes files already written (read-only ones too); a disk error is thrown, never ignored. */
export function flushFiles(files: string[]): void {
  for (const file of files) {
    const fd = fs.openSync(file, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
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
