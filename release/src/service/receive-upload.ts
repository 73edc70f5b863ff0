// One upload, streamed to disk inside the registry (`.incoming/<random>/`), never more than the
// limit: a Content-Length over it is refused before reading, a chunked body is cut off at it.
// The caller removes the folder in `finally`, so a refused, failed or cut-off upload leaves nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { HttpError } from './http-error';
import { extractTar } from './tar-extract';

/** An unpacked build may be this many times its upload (JS and JSON compress about 4:1). */
const UNPACKED_RATIO = 10;

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

/** Receives and unpacks one build; returns the folder holding it (`<work>/build`). */
export async function receiveBuild(req: IncomingMessage, work: string, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw tooLarge(limit);
  fs.mkdirSync(work, { recursive: true });
  const archive = path.join(work, 'upload.tar.gz');
  await receive(req, archive, limit);
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(fs.readFileSync(archive), { maxOutputLength: limit * UNPACKED_RATIO });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new HttpError(`the upload unpacks to more than ${UNPACKED_RATIO} times the upload limit.`, 413);
    }
    throw new HttpError(`the upload is not a gzipped tar archive (${(err as Error).message}).`, 400);
  }
  const dir = path.join(work, 'build');
  extractTar(tar, dir);
  return dir;
}

export function newWorkDir(registry: string): string {
  return path.join(incomingDir(registry), crypto.randomBytes(8).toString('hex'));
}
