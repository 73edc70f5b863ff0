// One upload, streamed to disk inside the registry (`.incoming/<random>/`), never more than the
// limit: a Content-Length over it is refused before reading, a chunked body is cut off at it.
// The caller removes the folder in `finally`, so a refused, failed or cut-off upload leaves nothing.
// Unzipping runs in libuv's thread pool and the files are written asynchronously: the event loop
// (the origin's `/remotes.json`, status, other uploads) never waits on an upload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HttpError } from './http-error';
import { type ArchiveCaps, extractTar } from './tar-extract';

const gunzip = promisify(zlib.gunzip);

/** What one upload may be: its size as sent, unpacked, and the caps on what it holds. */
export interface UploadCaps extends ArchiveCaps {
  /** The gzipped upload, bytes (registry-serve --upload-limit-mb). */
  bytes: number;
  /** Every file unpacked together, bytes. */
  unpackedBytes: number;
}

export const incomingDir = (registry: string) => path.join(registry, '.incoming');

/** Removes the upload folders of a previous run of the service (killed mid-upload). */
export function removeIncoming(registry: string): void {
  fs.rmSync(incomingDir(registry), { recursive: true, force: true });
}

const tooLarge = (limit: number) =>
  new HttpError(
    `the upload is larger than the service's limit of ${Math.round(limit / 1048576)} MB (registry-serve --upload-limit-mb).`,
    413,
  );

function receive(req: IncomingMessage, file: string, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file, { flags: 'wx' });
    let size = 0;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      req.pause(); // stop reading; the reply closes the connection
      out.destroy();
      reject(err);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(tooLarge(limit));
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => !settled && req.resume());
      }
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      out.end(() => resolve());
    });
    req.on('close', () => {
      if (!req.complete) fail(new HttpError('the upload was cut off before its end; nothing was stored.', 400));
    });
    req.on('error', fail);
    out.on('error', fail);
  });
}

/** The size the request declares, refused before reading when it is over the limit. */
export function checkDeclaredSize(req: IncomingMessage, limit: number): number {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw tooLarge(limit);
  return Number.isFinite(declared) ? declared : 0;
}

/** Receives and unpacks one build; returns the folder holding it (`<work>/build`) and the bytes received. */
export async function receiveBuild(req: IncomingMessage, work: string, caps: UploadCaps): Promise<{ dir: string; bytes: number }> {
  checkDeclaredSize(req, caps.bytes);
  await fs.promises.mkdir(work, { recursive: true });
  const archive = path.join(work, 'upload.tar.gz');
  await receive(req, archive, caps.bytes);
  const gzipped = await fs.promises.readFile(archive);
  let tar: Buffer;
  try {
    tar = await gunzip(gzipped, { maxOutputLength: caps.unpackedBytes });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new HttpError(`the upload unpacks to more than the service's limit of ${caps.unpackedBytes} bytes.`, 413);
    }
    throw new HttpError(`the upload is not a gzipped tar archive (${(err as Error).message}).`, 400);
  }
  const dir = path.join(work, 'build');
  await extractTar(tar, dir, caps);
  return { dir, bytes: gzipped.length };
}

export function newWorkDir(registry: string): string {
  return path.join(incomingDir(registry), crypto.randomBytes(8).toString('hex'));
}
