// Uploads to the registry service over real HTTP: the local publish's validation before anything
// is stored, the size limit, concurrent publishes and an upload cut off halfway.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadBuild } from '../src/registry/build';
import { packBuild } from '../src/cli/remote/tar-pack';
import { releaseTarget } from '../src/registry/targets';
import { cleanupTmp, makeAreaBuild, makeShellBuild, readJson } from './helpers';
import { type TestService, call, incomingLeftovers, startService, upload } from './service-setup';

let s: TestService;
let ops: string;
const LIMIT = 64 * 1024;
beforeEach(async () => {
  s = await startService({ uploadLimitBytes: LIMIT });
  ops = s.token('ops', 'all');
  expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
});
afterEach(() => s.app.close());
afterAll(cleanupTmp);

const manifestText = () => fs.readFileSync(path.join(s.registry, 'remotes.json'), 'utf8');
const stored = (area: string) => fs.existsSync(path.join(s.registry, 'areas', area));
const liveAreas = () => readJson(path.join(s.registry, 'remotes.json')).areas.map((a: { area: string }) => a.area);

function post(area: string, body: Buffer, headers: Record<string, string> = {}) {
  return call(s, `/v1/areas/${area}/versions?promote=1`, ops, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': 'application/gzip', ...headers },
  });
}

test('a file changed after the build is refused (its version no longer matches); nothing stored', async () => {
  const dir = makeAreaBuild(s.repo, 'mf-tasks');
  const built = loadBuild(releaseTarget('mf-tasks'), dir).version;
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), 'steal(document.cookie);');
  const before = manifestText();
  const res = await post('mf-tasks', packBuild(dir), { 'x-build-version': built });
  expect(res.status).toBe(409);
  expect(res.body.error).toMatch(
    new RegExp(`mf-tasks upload refused: its files make version 1\\.0\\.0-\\w+, not ${built} as built; a file was changed`),
  );
  expect(stored('mf-tasks')).toBe(false);
  expect(manifestText()).toBe(before);
});

test('an archive with a path out of the build folder is refused before anything is stored', async () => {
  const dir = makeAreaBuild(s.repo, 'mf-tasks');
  const tar = zlib.gunzipSync(packBuild(dir));
  const header = tar.subarray(0, 512);
  header.fill(0, 0, 100).write('../../evil.js', 0);
  header.fill(0x20, 148, 156);
  const sum = header.reduce((a, b) => a + b, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const res = await post('mf-tasks', zlib.gzipSync(tar));
  expect(res).toMatchObject({ status: 400, body: { error: expect.stringMatching(/unsafe path "\.\.\/\.\.\/evil\.js"/) } });
  expect(fs.existsSync(path.join(s.registry, '..', 'evil.js'))).toBe(false);
  expect(stored('mf-tasks')).toBe(false);
  expect(incomingLeftovers(s)).toEqual([]);
});

test('a route colliding with another live area is refused, naming it', async () => {
  await upload(s, 'mf-home', makeAreaBuild(s.repo, 'mf-home', { routes: [{ path: '/home', name: 'home', title: 'Home' }] }), ops, true);
  const before = manifestText();
  const res = await upload(
    s,
    'mf-tasks',
    makeAreaBuild(s.repo, 'mf-tasks', { routes: [{ path: '/task', name: 'home', title: 'T' }] }),
    ops,
    true,
  );
  expect(res.status).toBe(409);
  expect(res.body.error).toMatch(/route name "home" \(\/task\) is already used by live area mf-home \(\/home\)/);
  expect(stored('mf-tasks')).toBe(false);
  expect(manifestText()).toBe(before);
});

test('an oversized upload gets 413 (declared or chunked); nothing stored, live unchanged', async () => {
  const dir = makeAreaBuild(s.repo, 'mf-tasks', { raw: { 'big.js': crypto.randomBytes(LIMIT).toString('base64') } });
  const before = manifestText();
  const declared = await upload(s, 'mf-tasks', dir, ops, true);
  expect(declared).toMatchObject({ status: 413, body: { error: expect.stringMatching(/larger than the service's limit/) } });

  const chunked = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${s.url}/v1/areas/mf-tasks/versions`, { method: 'POST', headers: { authorization: `Bearer ${ops}` } });
    req.on('response', (res) => resolve(res.statusCode ?? 0));
    req.on('error', reject);
    const body = packBuild(dir);
    for (let i = 0; i < body.length; i += 4096) req.write(body.subarray(i, i + 4096));
    req.end();
  });
  expect(chunked).toBe(413);
  await call(s, '/v1/status', ops);
  expect(stored('mf-tasks')).toBe(false);
  expect(manifestText()).toBe(before);
  expect(incomingLeftovers(s)).toEqual([]);
});

test('two areas published at the same instant both end live', async () => {
  const [tasks, wallet] = await Promise.all([
    upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ops, true),
    upload(s, 'mf-wallet', makeAreaBuild(s.repo, 'mf-wallet'), ops, true),
  ]);
  expect([tasks.status, wallet.status]).toEqual([200, 200]);
  expect(liveAreas()).toEqual(['mf-tasks', 'mf-wallet']);
});

test('an upload killed halfway leaves nothing: no version, no upload folder, remotes.json unchanged', async () => {
  const body = packBuild(makeAreaBuild(s.repo, 'mf-tasks', { raw: { 'big.js': crypto.randomBytes(20000).toString('base64') } }));
  const before = manifestText();
  await new Promise<void>((resolve) => {
    const req = http.request(`${s.url}/v1/areas/mf-tasks/versions?promote=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/gzip', 'content-length': String(body.length) },
    });
    req.on('error', () => resolve());
    req.write(body.subarray(0, body.length >> 1), () => setTimeout(() => req.destroy(), 100));
  });
  // The next request is answered after the service saw the connection drop.
  for (let i = 0; i < 20 && incomingLeftovers(s).length; i++) await call(s, '/v1/status', ops);
  expect((await call(s, '/v1/status', ops)).status).toBe(200);
  expect(incomingLeftovers(s)).toEqual([]);
  expect(stored('mf-tasks')).toBe(false);
  expect(manifestText()).toBe(before);
});
