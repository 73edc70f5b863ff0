// The site server compresses each file it sends from disk once per content, not per request.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { publish, startSiteServer, type SiteServer } from '../src';
import { compressedFileCache } from '../src/web/compressed-files';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
/** A script worth compressing (over the 1 KB floor). */
const SCRIPT = `/* big */ ${'window.survey = (window.survey || 0) + 1;\n'.repeat(200)}`;

afterAll(cleanupTmp);

describe('compressedFileCache', () => {
  function fixture() {
    const file = path.join(tmpDir(), 'chunk.js');
    fs.writeFileSync(file, SCRIPT);
    const reads: string[] = [];
    const read = (name: string) => {
      reads.push(name);
      return fs.promises.readFile(name);
    };
    return { file, reads, read };
  }

  test('a file is read and compressed once per content and encoding, and decodes to its bytes', async () => {
    const { file, reads, read } = fixture();
    const cache = compressedFileCache({ brotliOptions: BROTLI, read });
    const stat = fs.statSync(file);
    const [first, second] = await Promise.all([cache.get(file, stat, 'br'), cache.get(file, stat, 'br')]);
    expect(second).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(await cache.get(file, stat, 'gzip')).toString()).toBe(SCRIPT);
    expect(reads).toHaveLength(2);

    fs.appendFileSync(file, '/* changed */');
    const changed = await cache.get(file, fs.statSync(file), 'br');
    expect(zlib.brotliDecompressSync(changed).toString()).toBe(`${SCRIPT}/* changed */`);
    expect(reads).toHaveLength(3);
  });

  test('the least recently used copies go when the cache is full; a failed read is tried again', async () => {
    const { file, reads, read } = fixture();
    const cache = compressedFileCache({ brotliOptions: BROTLI, read, maxBytes: 1 });
    const stat = fs.statSync(file);
    await cache.get(file, stat, 'br');
    await cache.get(file, stat, 'br');
    expect(reads).toHaveLength(2);

    const failing = compressedFileCache({ brotliOptions: BROTLI, read: () => Promise.reject(new Error('EIO')) });
    await expect(failing.get(file, stat, 'br')).rejects.toThrow('EIO');
    const recovering = compressedFileCache({
      brotliOptions: BROTLI,
      read: jest.fn().mockRejectedValueOnce(new Error('EIO')).mockImplementation(read),
    });
    await expect(recovering.get(file, stat, 'br')).rejects.toThrow('EIO');
    await new Promise((resolve) => setImmediate(resolve));
    expect(zlib.brotliDecompressSync(await recovering.get(file, stat, 'br')).toString()).toBe(SCRIPT);
  });
});

describe('the site server', () => {
  let site: SiteServer;
  let registry: string;
  let chunk: string;

  beforeAll(async () => {
    const repo = tmpDir();
    registry = path.join(tmpDir('release-reg-'), 'registry');
    makeShellBuild(repo);
    publish('shell', { registry, repoRoot: repo, promote: true });
    makeAreaBuild(repo, 'mf-tasks', { raw: { 'big.0123abcd.js': SCRIPT } });
    const version = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
    chunk = `/areas/mf-tasks/${version}/big.0123abcd.js`;
    site = await startSiteServer({ registry, port: 0, api: 'http://127.0.0.1:9' });
  });
  afterAll(() => site.close());

  /** The raw answer (fetch would decode it). */
  function raw(url: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${site.url}${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });
  }

  test('sends a script compressed as the browser asks, with its length, and plain to a client that asks for nothing', async () => {
    const br = await raw(chunk, 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-length': String(br.body.length), vary: 'Accept-Encoding' });
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await raw(chunk, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw(chunk);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test('a file changed on disk is sent as it is now, so the browser refuses it by its hash', async () => {
    const file = path.join(registry, chunk);
    await raw(chunk, 'br');
    fs.chmodSync(file, 0o644);
    fs.appendFileSync(file, '/* tampered */');
    expect(zlib.brotliDecompressSync((await raw(chunk, 'br')).body).toString()).toBe(`${SCRIPT}/* tampered */`);
  });
});
