// The registry origin's public routes (service/origin-routes.ts) over real HTTP on a temporary
// registry: what an edge fetches, with the lifetimes it caches by, and nothing private.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { publish, readManifest, startStaticSite } from '../src';
import { originRoutes } from '../src/service/origin-routes';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, rawPath: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('registry origin routes', () => {
  let repo: string;
  let registry: string;
  let app: FastifyInstance;
  let url: string;
  let firstMain: string;
  let areaVersion: string;

  beforeAll(async () => {
    repo = tmpDir();
    registry = path.join(tmpDir('origin-reg-'), 'registry');
    firstMain = makeShellBuild(repo).main;
    publish('shell', { registry, repoRoot: repo, promote: true });
    makeAreaBuild(repo, 'mf-tasks');
    areaVersion = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
    // What else a registry service keeps in the folder, none of it public.
    fs.writeFileSync(path.join(registry, 'tokens.json'), '{"tokens":[{"sha256":"secret"}]}');
    fs.writeFileSync(path.join(registry, '.lock'), 'pid');
    fs.mkdirSync(path.join(registry, '.incoming', 'upload-1'), { recursive: true });
    fs.writeFileSync(path.join(registry, '.incoming', 'upload-1', 'remoteEntry.js'), 'half');
    fs.mkdirSync(path.join(registry, 'areas', 'mf-tasks', '.incoming'));
    fs.writeFileSync(path.join(registry, 'areas', 'mf-tasks', '.incoming', 'remoteEntry.js'), 'half');
    app = Fastify();
    app.setNotFoundHandler((req, reply) => reply.code(404).send({ error: 'not found', url: req.url }));
    await app.register(originRoutes, { registry });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    cleanupTmp();
  });

  test('versioned area and hashed shell files are immutable; remotes.json no-store; pages and unhashed files revalidate', async () => {
    const expectations: [string, string, string][] = [
      [`/areas/mf-tasks/${areaVersion}/remoteEntry.js`, IMMUTABLE, path.join(registry, 'areas', 'mf-tasks', areaVersion, 'remoteEntry.js')],
      [`/${firstMain}`, IMMUTABLE, path.join(registry, 'live-shell', firstMain)],
      ['/remotes.json', 'no-store', path.join(registry, 'remotes.json')],
      ['/favicon.ico', 'no-cache, no-transform', path.join(registry, 'live-shell', 'favicon.ico')],
      ['/', 'no-cache, no-transform', path.join(registry, 'live-shell', 'index.html')],
    ];
    for (const [p, cache, file] of expectations) {
      const res = await fetch(`${url}${p}`);
      expect([p, res.status, res.headers.get('cache-control')]).toEqual([p, 200, cache]);
      expect(await res.text()).toBe(fs.readFileSync(file, 'utf8'));
    }
    // An edge revalidates pages and remotes.json cheaply.
    const first = await fetch(`${url}/remotes.json`);
    const again = await rawGet(url, '/remotes.json', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  test('the audit log, tokens, the keys, the lock, uploads in progress and anything outside the public tree are 404, however the path is spelt', async () => {
    await fetch(`${url}/remotes.json`); // mints a device cookie: the registry's device-id key exists now
    expect(fs.existsSync(path.join(registry, '.device-id-key'))).toBe(true);
    for (const p of [
      '/history.jsonl',
      '/.device-id-key',
      '/tokens.json',
      '/site-config.json',
      '/.lock',
      '/.page-markup/0123.json',
      '/.incoming/upload-1/remoteEntry.js',
      '/areas/mf-tasks/.incoming/remoteEntry.js',
      '/areas/../history.jsonl',
      '/areas/mf-tasks/%2e%2e/%2e%2e/tokens.json',
      '/areas/..%2ftokens.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5ctokens.json',
      '/shell/../tokens.json',
      `/shell/${readManifest(registry)!.shell!.version}/index.html`,
      '/release.json',
      '/areas',
      '/areas/mf-tasks',
      `/areas/mf-tasks/${areaVersion}/missing.js`,
    ]) {
      const res = await rawGet(url, p, { accept: '*/*' });
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body).not.toMatch(/secret|half|pid|root:/);
    }
    // The app's own not-found handler answers what these routes do not serve.
    expect(JSON.parse((await rawGet(url, '/tokens.json')).body)).toEqual({ error: 'not found', url: '/tokens.json' });
    expect((await fetch(`${url}/remotes.json`, { method: 'POST' })).status).toBe(404);
    const api = await fetch(`${url}/v1/no-such-endpoint`, { headers: { accept: 'text/html' } });
    expect([api.status, await api.json()]).toEqual([404, { error: 'not found', url: '/v1/no-such-endpoint' }]);
  });

  test('navigations get the assembled page for their path, else the default page, else the live shell; other misses 404', async () => {
    const page = async (p: string) => (await fetch(`${url}${p}`, { headers: { accept: 'text/html' } })).text();
    expect(await page('/tasks/42')).toContain(firstMain);
    expect((await fetch(`${url}/tasks/42.js`)).status).toBe(404);
    fs.rmSync(path.join(registry, '.lock')); // the stand-in lock of the tests above: the static set-up takes the lock
    startStaticSite(registry, readManifest(registry));
    const pages = path.join(registry, 'pages');
    expect(await page('/tasks')).toBe(fs.readFileSync(path.join(pages, 'tasks', 'index.html'), 'utf8'));
    expect(await page('/tasks/42')).toBe(fs.readFileSync(path.join(pages, '_default.html'), 'utf8'));
    expect(await page('/')).toBe(fs.readFileSync(path.join(pages, '_default.html'), 'utf8'));
  });

  test("after a shell promotion the new shell is served and an earlier shell's hashed files still are", async () => {
    const next = makeShellBuild(repo, { code: 's2' }).main;
    publish('shell', { registry, repoRoot: repo, promote: true });
    expect(await (await fetch(`${url}/`, { headers: { accept: 'text/html' } })).text()).toContain(next);
    const old = await fetch(`${url}/${firstMain}`);
    expect([old.status, old.headers.get('cache-control'), await old.text()]).toEqual([200, IMMUTABLE, '/* shell s1 */']);
    expect((await fetch(`${url}/${next}`)).status).toBe(200);
  });
});
