// Files the site server sends from disk (area folders, the shell's files) go out compressed from
// memory: each is compressed once per content, not on every request. Compressing every script of
// every page load took CPU the browser needed on the same machine (measured on `/` here: first
// paint 372 → 344 ms). A file's stat identity is its cache key, so a changed file (a bad disk, a
// tampering test) is compressed anew and the browser still sees, and refuses, what is on disk.
import type { Stats } from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** What the server compresses with, in its order of preference (@fastify/compress takes the same list). */
export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const COMPRESSIBLE = /\.(?:js|mjs|json|css|svg|html|txt)$/;
/** Below this, compression saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CompressedFilesOptions {
  /** Brotli parameters (the server's quality for everything it compresses). */
  brotliOptions: zlib.BrotliOptions;
  /** Memory the cache may hold; the least recently used go first. Default 64 MB. */
  maxBytes?: number;
  /** Reads a file (tests count the reads). */
  read: (file: string) => Promise<Buffer>;
}

/** Compressed copies of files, keyed by path, stat identity and encoding. */
export function compressedFileCache({ brotliOptions, maxBytes = 64 * 1024 * 1024, read }: CompressedFilesOptions) {
  // Map order is recency: a hit moves its entry to the end.
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function evict() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) return;
      bytes -= sizes.get(key) ?? 0;
      entries.delete(key);
      sizes.delete(key);
    }
  }

  return {
    get(file: string, stat: Stats, encoding: Encoding): Promise<Buffer> {
      const key = `${encoding} ${stat.ino}:${stat.size}:${stat.mtimeMs} ${file}`;
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const made = read(file).then((data) => (encoding === 'br' ? brotli(data, brotliOptions) : gzip(data)));
      entries.set(key, made);
      made.then(
        (body) => {
          if (entries.get(key) !== made) return;
          sizes.set(key, body.length);
          bytes += body.length;
          evict();
        },
        () => entries.delete(key), // a failed read is tried again next time
      );
      return made;
    },
  };
}

/**
 * Answers @fastify/static's file replies from a compressed-file cache. Call `track` from the
 * plugin's setHeaders; the hook runs before @fastify/compress's route hooks, which then leave the
 * reply alone (it already has a Content-Encoding).
 */
export function serveCompressedFiles(app: FastifyInstance, options: CompressedFilesOptions) {
  const cache = compressedFileCache(options);
  const files = new WeakMap<FastifyReply, { file: string; stat: Stats }>();
  app.addHook('onSend', async (req, reply, payload) => {
    const sent = files.get(reply);
    if (!sent || reply.statusCode !== 200 || reply.hasHeader('content-range')) return payload;
    const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), [...ENCODINGS]) as Encoding | null;
    if (!encoding) return payload;
    let body: Buffer;
    try {
      body = await cache.get(sent.file, sent.stat, encoding);
    } catch {
      return payload; // unreadable now: the stream reports its own error
    }
    (payload as { destroy?: () => void }).destroy?.();
    reply.header('Content-Encoding', encoding).header('Content-Length', body.length).header('Vary', 'Accept-Encoding');
    return body;
  });
  return {
    track(reply: FastifyReply, file: string, stat: Stats) {
      if (COMPRESSIBLE.test(file) && stat.size >= MIN_BYTES) files.set(reply, { file, stat });
    },
  };
}
