import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { publish, startSiteServer, type SiteServer } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

let repo: string;
let registry: string;
let site: SiteServer;
let api: http.Server;
let apiUrl: string;
const apiSeen: { method?: string; url?: string; body: string; headers: http.IncomingHttpHeaders }[] = [];
let areaVersion: string;
const SHELL_ICONS = path.resolve(__dirname, '../../shell/src/static');
let shellMain: string;

beforeAll(async () => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      apiSeen.push({ method: req.method, url: req.url, body, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-stub', 'yes');
      res.end(JSON.stringify({ code: 0, message: 'ok', data: { url: req.url } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  site = await startSiteServer({ registry, port: 0, api: apiUrl });
});

afterAll(async () => {
  await site.close();
  await new Promise((resolve) => api.close(resolve));
  cleanupTmp();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.url}${url}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('before a shell is live', () => {
  test('pages answer a clear bilingual 503', async () => {
    const res = await get('/home', { accept: 'text/html' });
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/网站暂不可用/);
    expect(res.text).toMatch(/Site unavailable/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('/remotes.json is a 404 with no-store', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('with a live shell and area', () => {
  beforeAll(() => {
    const shell = makeShellBuild(repo);
    shellMain = shell.main;
    // The real shell's site icons (the build copies shell/src/static to the root of dist).
    fs.cpSync(SHELL_ICONS, shell.dir, { recursive: true });
    publish('shell', { registry, repoRoot: repo, promote: true });
    makeAreaBuild(repo, 'mf-tasks');
    areaVersion = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
  });

  test('/remotes.json is the live manifest, never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const manifest = JSON.parse(res.text);
    expect(manifest.areas[0]).toMatchObject({ area: 'mf-tasks', version: areaVersion });
  });

  test('area files are immutable; a missing area file is a real 404', async () => {
    const ok = await get(`/areas/mf-tasks/${areaVersion}/remoteEntry.js`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform');
    expect(ok.headers.get('content-type')).toMatch(/javascript/);
    expect(ok.text).toContain('mf_tasks');

    const nested = await get(`/areas/mf-tasks/${areaVersion}/static/logo.abcdef12.png`);
    expect(nested.status).toBe(200);

    for (const url of [`/areas/mf-tasks/${areaVersion}/nope.js`, '/areas/mf-tasks/0.0.0-0000000000/remoteEntry.js', '/areas/nothing']) {
      const missing = await get(url, { accept: 'text/html' });
      expect(missing.status).toBe(404);
      expect(missing.text).not.toMatch(/<html/);
    }
  });

  test('a served release.json says what was built and from which commit, never who published it', async () => {
    const info = JSON.parse((await get(`/areas/mf-tasks/${areaVersion}/release.json`)).text);
    expect(Object.keys(info).sort()).toEqual(['area', 'entryIntegrity', 'files', 'gitSha', 'packageVersion', 'publishedAt', 'version']);
  });

  test('the served entry matches the manifest integrity', async () => {
    const manifest = JSON.parse((await get('/remotes.json')).text);
    const res = await fetch(`${site.url}${manifest.areas[0].entry}`);
    const buf = Buffer.from(await res.arrayBuffer());
    expect(`sha384-${crypto.createHash('sha384').update(buf).digest('base64')}`).toBe(manifest.areas[0].integrity);
  });

  test('shell files are served at the root; hashed ones immutable, index.html no-cache', async () => {
    const main = await get(`/${shellMain}`);
    expect(main.status).toBe(200);
    expect(main.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform');
    expect(main.text).toContain('shell s1');

    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache, no-transform');

    const index = await get('/', { accept: 'text/html' });
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(index.text).toContain(shellMain);
  });

  test('the shell’s site icons are served at the root as images, as a browser asks for them', async () => {
    const icons: [string, RegExp][] = [
      ['favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
      ['favicon.svg', /^image\/svg\+xml/],
      ['apple-touch-icon.png', /^image\/png$/],
    ];
    for (const [file, type] of icons) {
      const res = await fetch(`${site.url}/${file}`, {
        headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
      });
      expect({ file, status: res.status, type: res.headers.get('content-type') }).toEqual({
        file,
        status: 200,
        type: expect.stringMatching(type),
      });
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(SHELL_ICONS, file)))).toBe(true);
    }
  });

  test('history-mode fallback: any page path gets the shell index.html', async () => {
    for (const url of ['/home', '/task/list?page=2', '/home/msg/12', '/some/unknown/page']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(res.text).toContain('问卷社区');
    }
    // A missing asset that does not ask for HTML is a 404, not the page.
    const asset = await get('/missing.abcdef12.js', { accept: '*/*' });
    expect(asset.status).toBe(404);
    // The registry's own files are not served at the root.
    expect((await get('/release.json', { accept: '*/*' })).status).toBe(404);
    expect((await get('/.lock', { accept: '*/*' })).status).toBe(404);
  });

  test('security headers on every response', async () => {
    for (const url of ['/', '/remotes.json', `/areas/mf-tasks/${areaVersion}/remoteEntry.js`, '/api/ping']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/unsafe-eval/);
    }
  });

  test('headers: Permissions-Policy everywhere; HSTS only when the browser reached the site over https', async () => {
    for (const url of ['/', '/remotes.json', `/areas/mf-tasks/${areaVersion}/remoteEntry.js`, '/api/ping']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(res.headers.get('permissions-policy')).toMatch(/microphone=\(\).*payment=\(\)|payment=\(\).*microphone=\(\)/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // A TLS terminator in front says the browser used https.
    const behindTls = await get('/', { accept: 'text/html', 'x-forwarded-proto': 'https' });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  });

  test('the API sees the connecting address: a client-written X-Forwarded-For or Forwarded is replaced, not appended to', async () => {
    apiSeen.length = 0;
    await fetch(`${site.url}/api/v1/auth/sms/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.8.7',
        forwarded: 'for=10.9.8.7',
        'x-real-ip': '10.9.8.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
      },
      body: '{}',
    });
    const { headers } = apiSeen[0];
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(site.url).host);
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain('10.9.8.7');
  });

  test('/api/* is proxied unchanged to the API', async () => {
    apiSeen.length = 0;
    const res = await fetch(`${site.url}/api/user/info?_t=123`, { headers: { authorization: 'Bearer abc', client: '2' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-stub')).toBe('yes');
    expect(await res.json()).toEqual({ code: 0, message: 'ok', data: { url: '/api/user/info?_t=123' } });

    const post = await fetch(`${site.url}/api/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: 'x' }),
    });
    expect(post.status).toBe(200);
    expect(apiSeen).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/user/info?_t=123',
        headers: expect.objectContaining({ authorization: 'Bearer abc', client: '2' }),
      }),
      expect.objectContaining({ method: 'POST', url: '/api/login/password', body: '{"mobile":"x"}' }),
    ]);
  });

  test('an unreachable API answers a JSON 5xx, not a crash', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const other = await startSiteServer({ registry, port: 0, api: `http://127.0.0.1:${port}`, log: () => undefined });
    try {
      const res = await fetch(`${other.url}/api/user/info`);
      expect(res.status).toBeGreaterThanOrEqual(502);
      expect(await res.json()).toEqual({ code: 502, message: '平台接口暂不可用，请稍后再试', data: null });
    } finally {
      await other.close();
    }
  });

  test('a promotion is visible on the next request without restarting the server', async () => {
    makeAreaBuild(repo, 'mf-tasks', { code: 'v2' });
    const v2 = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
    const manifest = JSON.parse((await get('/remotes.json')).text);
    expect(manifest.areas[0]).toMatchObject({ version: v2, fallback: { version: areaVersion } });

    const s2 = makeShellBuild(repo, { code: 's2' }).main;
    publish('shell', { registry, repoRoot: repo, promote: true });
    expect((await get('/', { accept: 'text/html' })).text).toContain(s2);
    // The previous shell's hashed files still load for pages opened before the promotion.
    const old = await get(`/${shellMain}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform');
  });
});

describe('the client address behind the site server', () => {
  let whoami: FastifyInstance;
  let whoamiUrl: string;

  beforeAll(async () => {
    // Like the platform API started by `npm start`: it believes exactly one hop, the site server.
    whoami = Fastify({ trustProxy: (_address: string, hop: number) => hop < 1 });
    whoami.get('/api/whoami', async (req) => ({ ip: req.ip, protocol: req.protocol }));
    whoamiUrl = await whoami.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => whoami.close());

  async function seenBy(siteOptions: { trustProxy?: string }, headers: Record<string, string>) {
    const front = await startSiteServer({ registry, port: 0, api: whoamiUrl, ...siteOptions });
    try {
      return (await (await fetch(`${front.url}/api/whoami`, { headers })).json()) as { ip: string; protocol: string };
    } finally {
      await front.close();
    }
  }

  test('a client cannot choose the address the API counts its guesses and sends against', async () => {
    for (const forged of ['10.9.8.7', '10.9.8.7, 192.0.2.1', 'unknown']) {
      await expect(seenBy({}, { 'x-forwarded-for': forged, 'x-forwarded-proto': 'https' })).resolves.toEqual({
        ip: '127.0.0.1',
        protocol: 'http',
      });
    }
  });

  test('behind a trusted proxy (a TLS terminator) the client it names is passed on, as one address', async () => {
    await expect(
      seenBy({ trustProxy: '127.0.0.1' }, { 'x-forwarded-for': '10.9.8.7, 198.51.100.7', 'x-forwarded-proto': 'https' }),
    ).resolves.toEqual({ ip: '198.51.100.7', protocol: 'https' });
  });
});
