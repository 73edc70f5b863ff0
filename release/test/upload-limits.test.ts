// What one upload may cost the registry service: entries, file size, unpacked size, uploads at
// once, versions and bytes per token per day; and that the origin keeps answering meanwhile.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { packBuild } from '../src/cli/remote/tar-pack';
import { type RegistryServiceOptions } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild } from './helpers';
import { type TestService, call, incomingLeftovers, startService, upload } from './service-setup';
import { tarOf } from './tar-fixtures';

let s: TestService;
let ops: string;
async function start(options: Omit<RegistryServiceOptions, 'registry'> = {}, withShell = true) {
  s = await startService(options);
  ops = s.token('ops', 'all');
  if (withShell) expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
}
afterEach(() => s.app.close());
afterAll(cleanupTmp);

const stored = (area: string) => fs.existsSync(path.join(s.registry, 'areas', area));
const post = (area: string, body: Buffer, token = ops) =>
  call(s, `/v1/areas/${area}/versions`, token, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': 'application/gzip' },
  });

/** A real build plus `count` one-byte files. */
function padded(count: number): string {
  const raw: Record<string, string> = {};
  for (let i = 0; i < count; i++) raw[`pad/${i}.js`] = 'x';
  return makeAreaBuild(s.repo, 'mf-tasks', { raw });
}

test('a 3,000-entry upload is refused (413, naming the cap) while /remotes.json keeps answering within 500 ms', async () => {
  await start();
  const body = packBuild(padded(3000));
  const slowest = { ms: 0 };
  let done = false;
  const uploading = post('mf-tasks', body).finally(() => (done = true));
  while (!done) {
    const t = performance.now();
    expect((await fetch(`${s.url}/remotes.json`)).status).toBe(200);
    slowest.ms = Math.max(slowest.ms, performance.now() - t);
  }
  const res = await uploading;
  expect(res).toMatchObject({
    status: 413,
    body: { error: expect.stringMatching(/more than 500 files and folders, the service's limit/) },
  });
  expect(slowest.ms).toBeLessThan(500);
  expect(stored('mf-tasks')).toBe(false);
  expect(incomingLeftovers(s)).toEqual([]);
});

test('a build under the entry cap still publishes', async () => {
  await start({ uploadEntries: 60 });
  expect((await upload(s, 'mf-tasks', padded(40), ops)).status).toBe(200);
});

test('a file over the single-file cap and an archive unpacking past the total cap get 413; nothing stored', async () => {
  await start({ uploadFileBytes: 1000, uploadLimitBytes: 64 * 1024 });
  const big = await post('mf-tasks', zlib.gzipSync(tarOf([{ name: 'big.js', data: 'x'.repeat(1001) }])));
  expect(big).toMatchObject({
    status: 413,
    body: { error: expect.stringMatching(/larger than the service's limit of 1000 bytes per file/) },
  });
  // 10 MB of zeros gzips to about 10 KB: past 10 × the 64 KB upload limit once unpacked.
  const bomb = await post('mf-tasks', zlib.gzipSync(Buffer.alloc(10 * 1048576)));
  expect(bomb).toMatchObject({ status: 413, body: { error: expect.stringMatching(/unpacks to more than the service's limit/) } });
  expect(stored('mf-tasks')).toBe(false);
  expect(incomingLeftovers(s)).toEqual([]);
});

test('one upload more than the service takes at once gets 503; it goes through once the first is in', async () => {
  await start({ concurrentUploads: 1 });
  const first = packBuild(makeAreaBuild(s.repo, 'mf-tasks'));
  const req = http.request(`${s.url}/v1/areas/mf-tasks/versions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/gzip', 'content-length': String(first.length) },
  });
  const answered = new Promise<number>((resolve) => req.on('response', (r) => resolve(r.statusCode ?? 0)));
  await new Promise<void>((resolve) => req.write(first.subarray(0, 10), () => setTimeout(resolve, 100)));
  const second = await upload(s, 'mf-wallet', makeAreaBuild(s.repo, 'mf-wallet'), ops);
  expect(second).toMatchObject({ status: 503, body: { error: expect.stringMatching(/receiving 1 uploads already, its limit/) } });
  req.end(first.subarray(10));
  expect(await answered).toBe(200);
  expect((await upload(s, 'mf-wallet', makeAreaBuild(s.repo, 'mf-wallet'), ops)).status).toBe(200);
});

test('a token past its new versions per day gets 429 naming the limit; another token is not held up', async () => {
  await start({ perTokenPerDay: { versions: 1 } });
  const ci = s.token('tasks-ci', 'mf-tasks', ['publish']);
  expect((await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'a' }), ci)).status).toBe(200);
  const next = await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'b' }), ci);
  expect(next).toMatchObject({
    status: 429,
    body: { error: expect.stringMatching(/token tasks-ci stored 1 new versions today, its limit of 1 versions per day/) },
  });
  const other = s.token('tasks-ci-2', 'mf-tasks', ['publish']);
  expect((await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'b' }), other)).status).toBe(200);
});

test('a token past its upload bytes per day gets 429 naming the limit; nothing stored', async () => {
  // Without the shell: the operator's own upload would count against the same small limit.
  await start({ perTokenPerDay: { bytes: 100 } }, false);
  const ci = s.token('tasks-ci', 'mf-tasks', ['publish']);
  const res = await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ci);
  expect(res).toMatchObject({
    status: 429,
    body: { error: expect.stringMatching(/over its limit of 100 bytes per day; nothing was stored/) },
  });
  expect(stored('mf-tasks')).toBe(false);
  expect((await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ci)).status).toBe(429);
});
