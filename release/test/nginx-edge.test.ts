// `release nginx-config --edge` run by a real nginx in front of a registry origin (the origin routes
// on their own fastify app) and a stand-in API: versioned files fetched once and then served from the
// edge's cache, remotes.json and pages always the origin's current ones (each browser's last one
// while the origin hangs), nothing private, /api proxied.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type LiveManifest, publish, readManifest, rollback, startSiteServer, startStaticSite, type SiteServer } from '../src';
import { EDGE_CACHE_HEADER, edgeNginxConfig } from '../src/nginx/nginx-edge';
import { originRoutes } from '../src/service/origin-routes';
import { cleanupTmp, makeAreaBuild, makeShellBuild, runCli, tmpDir } from './helpers';
import { NGINX, nginxCheck, runNginx } from './nginx-helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';
const SECURITY = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy', 'x-frame-options'];

(NGINX ? describe : describe.skip)('an nginx edge in front of a registry origin', () => {
  let repo: string;
  let registry: string;
  let origin: FastifyInstance;
  let originUrl: string;
  let api: http.Server;
  let nginx: ChildProcess;
  let site: SiteServer;
  let url: string;
  let conf: string;
  let areaVersion: string;
  /** While set, the origin takes this long over every request (a hung origin). */
  let originDelayMs = 0;

  beforeAll(async () => {
    repo = tmpDir();
    const root = tmpDir('edge-');
    fs.chmodSync(root, 0o755); // nginx's workers run unprivileged when the tests run as root
    registry = path.join(root, 'registry');
    makeShellBuild(repo);
    publish('shell', { registry, repoRoot: repo, promote: true });
    makeAreaBuild(repo, 'mf-tasks');
    areaVersion = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
    startStaticSite(registry, readManifest(registry)); // the registry service's pages
    fs.writeFileSync(path.join(registry, 'tokens.json'), '{"tokens":[{"sha256":"secret"}]}');

    origin = Fastify();
    origin.addHook('onRequest', async () => {
      if (originDelayMs) await new Promise((resolve) => setTimeout(resolve, originDelayMs));
    });
    await origin.register(originRoutes, { registry });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
    api = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, message: 'ok', data: { url: req.url, forwardedFor: req.headers['x-forwarded-for'] } }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));

    const upstream = `127.0.0.1:${(api.address() as AddressInfo).port}`;
    ({ conf, url, nginx } = await runNginx(root, (listen, runDir) =>
      edgeNginxConfig({ origin: originUrl, listen, upstreams: [upstream], runDir }),
    ));
    site = await startSiteServer({ registry, port: 0, api: `http://${upstream}` });
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await site?.close();
    await origin?.close();
    await new Promise((resolve) => api.close(resolve));
    cleanupTmp();
  });

  test('the config caches the versioned files on disk (one fetch per file); remotes.json and the pages always go to the origin', () => {
    const text = fs.readFileSync(conf, 'utf8');
    expect(text).toMatch(/proxy_cache_path \S+edge-cache .*keys_zone=survey_edge/);
    const block = (start: string) => text.slice(text.indexOf(start), text.indexOf('\n    }', text.indexOf(start)));
    for (const start of ['location ^~ /areas/', 'location ~* "']) {
      expect(block(start)).toContain('proxy_cache survey_edge;');
      expect(block(start)).toContain('proxy_cache_lock on;');
    }
    for (const start of ['location = /remotes.json', 'location / {']) {
      expect(block(start)).toContain('proxy_cache_bypass 1;');
      expect(block(start)).toContain('error_page 500 502 503 504 = @live_copy;');
    }
  });

  test('a version file is fetched from the origin once, then served from the cache with the site server headers', async () => {
    const p = `/areas/mf-tasks/${areaVersion}/remoteEntry.js`;
    const first = await fetch(`${url}${p}`);
    const second = await fetch(`${url}${p}`);
    expect([first.status, first.headers.get(EDGE_CACHE_HEADER)]).toEqual([200, 'MISS']);
    expect([second.status, second.headers.get(EDGE_CACHE_HEADER)]).toEqual([200, 'HIT']);
    expect(await second.text()).toBe(fs.readFileSync(path.join(registry, 'areas', 'mf-tasks', areaVersion, 'remoteEntry.js'), 'utf8'));
    const fromSite = await fetch(`${site.url}${p}`);
    for (const name of [...SECURITY, 'cache-control']) expect([name, second.headers.get(name)]).toEqual([name, fromSite.headers.get(name)]);
    expect(second.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('a publish and a rollback through the origin are on the edge at the next request', async () => {
    const live = async () =>
      ((await (await fetch(`${url}/remotes.json`)).json()) as LiveManifest).areas.find((a) => a.area === 'mf-tasks')?.version;
    const page = async () => (await fetch(`${url}/tasks`, { headers: { accept: 'text/html' } })).text();
    expect(await live()).toBe(areaVersion);
    // The assembled page names the live area version: an edge that kept pages would now hold this one.
    expect(await page()).toContain(`/areas/mf-tasks/${areaVersion}/remoteEntry.js`);
    makeAreaBuild(repo, 'mf-tasks', { code: 'v2' });
    const next = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
    const started = Date.now();
    expect(await live()).toBe(next);
    expect(await page()).toContain(`/areas/mf-tasks/${next}/remoteEntry.js`);
    expect(Date.now() - started).toBeLessThan(1000);
    const res = await fetch(`${url}/remotes.json`);
    expect([res.headers.get('cache-control'), res.headers.get(EDGE_CACHE_HEADER)]).toEqual(['no-store', 'BYPASS']);
    rollback('mf-tasks', { registry });
    expect(await live()).toBe(areaVersion);
    expect(await page()).toContain(`/areas/mf-tasks/${areaVersion}/remoteEntry.js`);
  });

  test('private files of the registry are 404 through the edge', async () => {
    for (const p of ['/history.jsonl', '/tokens.json', '/.lock', '/release.json', '/areas', '/areas/mf-tasks/.incoming/x.js']) {
      const res = await fetch(`${url}${p}`);
      expect([p, res.status]).toEqual([p, 404]);
      expect(await res.text()).not.toContain('secret');
    }
  });

  test('/api goes to the API pool with the connecting address', async () => {
    const res = await fetch(`${url}/api/v1/site/config`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await res.json()).toMatchObject({ data: { url: '/api/v1/site/config', forwardedFor: '127.0.0.1' } });
  });

  test('with the origin hung, a browser gets its own last remotes.json and page within 3 s, and no one else’s', async () => {
    const asBrowser = (device: string, p: string) =>
      fetch(`${url}${p}`, { headers: { accept: 'text/html', cookie: `DEVICE_ID=${device}` } });
    const seen = 'a'.repeat(40);
    const before = await Promise.all(['/remotes.json', '/tasks'].map(async (p) => (await asBrowser(seen, p)).text()));
    originDelayMs = 10000;
    try {
      for (const [i, p] of ['/remotes.json', '/tasks'].entries()) {
        const started = Date.now();
        const res = await asBrowser(seen, p);
        expect([p, res.status, res.headers.get(EDGE_CACHE_HEADER)]).toEqual([p, 200, 'OUTAGE-HIT']);
        expect(await res.text()).toBe(before[i]);
        expect(Date.now() - started).toBeLessThan(3000);
      }
      // Another browser's copy may carry its canary or preview: a browser without one gets an error.
      expect((await asBrowser('b'.repeat(40), '/remotes.json')).status).toBeGreaterThanOrEqual(500);
    } finally {
      originDelayMs = 0;
    }
  });

  test('with the origin down, cached version files are still served', async () => {
    const p = `/areas/mf-tasks/${areaVersion}/remoteEntry.js`;
    await origin.close();
    const res = await fetch(`${url}${p}`);
    expect([res.status, res.headers.get(EDGE_CACHE_HEADER)]).toEqual([200, 'HIT']);
    expect((await fetch(`${url}/remotes.json`)).status).toBe(502);
  });

  test('`pnpm release nginx-config --edge` writes the config (the API pool as --api URLs) and needs --origin', () => {
    const out = path.join(tmpDir(), 'edge.conf');
    const runDir = tmpDir();
    const ok = runCli([
      'nginx-config',
      '--edge',
      '--origin',
      originUrl,
      '--api',
      'http://127.0.0.1:3201,http://127.0.0.1:3202',
      '--run-dir',
      runDir,
      '--out',
      out,
    ]);
    expect(ok.status).toBe(0);
    const text = fs.readFileSync(out, 'utf8');
    expect(text).toContain(`server ${new URL(originUrl).host};`);
    expect(text).toContain('server 127.0.0.1:3202 max_fails=3 fail_timeout=10s;');
    expect(nginxCheck(out, runDir)).toBe('');
    const missing = runCli(['nginx-config', '--edge', '--upstream', '127.0.0.1:3201']);
    expect([missing.status, missing.stderr]).toEqual([1, expect.stringContaining('--edge needs --origin http://host:port')]);
    const bad = runCli(['nginx-config', '--edge', '--origin', 'ftp://x/y', '--upstream', '127.0.0.1:3201']);
    expect([bad.status, bad.stderr]).toEqual([1, expect.stringContaining('--origin must be http(s)://host:port')]);
  });
});
