// `release nginx-config` run by a real nginx (Debian's package) over a temporary registry: the same
// pages, caching and security headers as the site server, promotions seen without a reload, /api
// proxied with the real client address.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { nginxConfig, publish, readManifest, rollback, startSiteServer, startStaticSite, type SiteServer } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';
import { NGINX, runNginx } from './nginx-helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';
const SECURITY = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy', 'x-frame-options'];

(NGINX ? describe : describe.skip)('nginx with the generated configuration', () => {
  let repo: string;
  let registry: string;
  let nginx: ChildProcess;
  let site: SiteServer;
  let url: string;
  let firstMain: string;
  let areaVersion: string;
  let api: http.Server;
  const apiSeen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    repo = tmpDir();
    const root = tmpDir('nginx-reg-');
    // nginx's workers run as an unprivileged user when the tests run as root: they must read the registry.
    fs.chmodSync(root, 0o755);
    registry = path.join(root, 'registry');
    firstMain = makeShellBuild(repo).main;
    publish('shell', { registry, repoRoot: repo, promote: true });
    makeAreaBuild(repo, 'mf-tasks');
    areaVersion = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
    startStaticSite(registry, readManifest(registry));

    api = http.createServer((req, res) => {
      apiSeen.push(req.headers);
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 200, message: 'ok', data: { url: req.url, bytes } }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const upstream = `127.0.0.1:${(api.address() as AddressInfo).port}`;
    ({ url, nginx } = await runNginx(root, (listen, runDir) => nginxConfig({ registry, listen, upstreams: [upstream], runDir })));
    site = await startSiteServer({ registry, port: 0, api: `http://${upstream}` });
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await site?.close();
    await new Promise((resolve) => api.close(resolve));
    cleanupTmp();
  });

  const get = (base: string, p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });

  test("pages, the manifest and area files carry the site server's security headers and caching", async () => {
    for (const [p, accept] of [
      ['/task', 'text/html'],
      ['/remotes.json', '*/*'],
      [`/areas/mf-tasks/${areaVersion}/remoteEntry.js`, '*/*'],
    ]) {
      const [fromNginx, fromSite] = await Promise.all([get(url, p, { accept }), get(site.url, p, { accept })]);
      expect(fromNginx.status).toBe(200);
      for (const name of [...SECURITY, 'cache-control'])
        expect([p, name, fromNginx.headers.get(name)]).toEqual([p, name, fromSite.headers.get(name)]);
      // Pages: the site server also inlines the site config it fetched (the pages are tested below).
      if (!p.startsWith('/task')) expect(await fromNginx.text()).toBe(await fromSite.text());
    }
  });

  test('history fallback for navigations only; release.json, dot files and unknown files are 404', async () => {
    expect(await (await get(url, '/task/detail/abc', { accept: 'text/html' })).text()).toContain(firstMain);
    expect((await get(url, '/task/detail/abc')).status).toBe(200);
    for (const p of ['/missing.js', '/release.json', '/.lock', '/areas', `/areas/mf-tasks/${areaVersion}/release.json.missing`]) {
      expect([p, (await get(url, p)).status]).toEqual([p, 404]);
    }
  });

  test('navigations get the page assembled for their path (inlined manifest, preload hints), else the default one, else the shell', async () => {
    const pages = path.join(registry, 'pages');
    const page = async (p: string) => (await get(url, p, { accept: 'text/html' })).text();
    expect(await page('/tasks')).toBe(fs.readFileSync(path.join(pages, 'tasks', 'index.html'), 'utf8'));
    expect(await page('/tasks')).toContain(`/areas/mf-tasks/${areaVersion}/remoteEntry.js`);
    expect(await page('/tasks/42')).toBe(fs.readFileSync(path.join(pages, '_default.html'), 'utf8'));
    expect(await page('/tasks/42')).toContain('id="survey-manifest"');
    expect((await get(url, '/tasks/42.js')).status).toBe(404);
    fs.rmSync(pages, { recursive: true, force: true });
    expect(await page('/tasks')).not.toContain('survey-manifest');
    expect(await page('/tasks')).toContain(firstMain);
    startStaticSite(registry, readManifest(registry));
  });

  test('a shell promotion and its rollback are served on the next request, with no reload', async () => {
    const next = makeShellBuild(repo, { code: 's2' }).main;
    publish('shell', { registry, repoRoot: repo, promote: true });
    expect(await (await get(url, '/', { accept: 'text/html' })).text()).toContain(next);
    // The pages were rewritten with the manifest: they name the new shell version.
    expect(await (await get(url, '/tasks', { accept: 'text/html' })).text()).toContain(readManifest(registry)!.shell!.version);
    // A page opened before the promotion still finds the previous shell's hashed files.
    const old = await get(url, `/${firstMain}`);
    expect([old.status, old.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
    rollback('shell', { registry });
    expect(await (await get(url, '/', { accept: 'text/html' })).text()).toContain(firstMain);
  });

  test('/api goes to the upstream with the connecting address, never a forwarded one the client wrote', async () => {
    const res = await get(url, '/api/v1/site/config', { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' });
    expect(await res.json()).toMatchObject({ code: 200, data: { url: '/api/v1/site/config' } });
    expect(apiSeen.at(-1)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
  });

  test("bodies over the API limits get the site server's answers: the 1001 envelope, the store's 413 for an upload", async () => {
    const post = async (base: string, p: string, body: BodyInit, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${p}`, { method: 'POST', headers, body });
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
    const json = (size: number) => JSON.stringify({ nickname: 'x'.repeat(size - 15) });
    const upload = (size: number) => {
      const form = new FormData();
      form.append('key', 'avatar/1/a.png');
      form.append('file', new Blob([Buffer.alloc(size, 1)], { type: 'image/png' }), 'a.png');
      return form;
    };
    apiSeen.length = 0;
    for (const size of [300 * 1024, 1024 * 1024]) {
      const [fromNginx, fromSite] = [
        await post(url, '/api/v1/account/profile', json(size)),
        await post(site.url, '/api/v1/account/profile', json(size)),
      ];
      expect(fromNginx).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        text: '{"code":1001,"message":"请求内容过大","data":null}',
      });
      expect(JSON.parse(fromNginx.text)).toEqual(JSON.parse(fromSite.text));
    }
    expect(apiSeen).toHaveLength(0);
    expect(JSON.parse((await post(url, '/api/v1/account/profile', json(200 * 1024))).text)).toMatchObject({ data: { bytes: 200 * 1024 } });
    expect(JSON.parse((await post(url, '/api/oss/upload', upload(3 * 1024 * 1024))).text).data.bytes).toBeGreaterThan(3 * 1024 * 1024);
    const big = await post(url, '/api/oss/upload', upload(11 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.type).toMatch(/^application\/xml/);
    expect(big.text).toBe((await post(site.url, '/api/oss/upload', upload(11 * 1024 * 1024))).text);
  });
});
