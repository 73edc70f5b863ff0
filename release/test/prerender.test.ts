// Pre-rendered pages: a `prerender` route's screen, rendered by its area's bundle inside the
// shell's markup, lands in #root with its styles in <head>; anything else is left to the browser.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { publish, readManifest, startSiteServer } from '../src';
import { assemblePage, PRELOAD_HINTS_ELEMENT_ID, preloadHints, prerenderPage } from '../src/pages';
import {
  PRERENDER_ROUTES as ROUTES,
  PRERENDER_SITE as SITE,
  areaPrerenderBundle,
  cleanupTmp,
  makeAreaBuild,
  makePrerenderingShellBuild,
  tmpDir,
} from './helpers';

let repo: string;
let registry: string;

function publishArea(heading: string) {
  makeAreaBuild(repo, 'mf-campaigns', { code: heading, routes: ROUTES, raw: { 'prerender/index.js': areaPrerenderBundle(heading) } });
  publish('mf-campaigns', { registry, repoRoot: repo, promote: true });
  return readManifest(registry)!;
}

beforeAll(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  makePrerenderingShellBuild(repo);
  publish('shell', { registry, repoRoot: repo, promote: true });
});
afterAll(cleanupTmp);

test('a prerender route is served with its markup in #root, marked with its path, and its styles in <head>', async () => {
  const manifest = publishArea('第一版');
  const prerendered = await prerenderPage(registry, manifest, '/', SITE);
  const html = assemblePage({ registry, manifest, pathname: '/', siteConfig: SITE, prerendered })!;
  expect(html).toContain(
    '<div id="root" data-prerendered-path="/"><header>问卷社区</header><main><div data-prerendered="mf-campaigns"><h1>第一版 /</h1></div></main></div>',
  );
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<style data-styled="true">.area{}</style><style data-styled="true">.shell{}</style>');
  // The manifest and site config the markup was drawn with are inlined beside it.
  expect(head).toContain('"appName":"问卷社区"');
  // Its preload hints are data the shell applies after the first paint, not links fetched during it.
  const hints = preloadHints(registry, manifest, '/');
  expect(hints).not.toHaveLength(0);
  expect(head).not.toContain('rel="preload"');
  const data = new RegExp(`<script id="${PRELOAD_HINTS_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(head);
  expect(JSON.parse(data![1])).toEqual(hints);
});

test('routes without the flag, members-only routes and paths no area owns are left to the browser', async () => {
  const manifest = readManifest(registry)!;
  await expect(prerenderPage(registry, manifest, '/ranking', SITE)).resolves.toBeNull();
  await expect(prerenderPage(registry, manifest, '/lottery', SITE)).resolves.toBeNull();
  await expect(prerenderPage(registry, manifest, '/nowhere', SITE)).resolves.toBeNull();
});

test('a screen that fails to render falls back to the page the browser renders, as does markup without its site config', async () => {
  const manifest = readManifest(registry)!;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(prerenderPage(registry, manifest, '/broken', SITE)).resolves.toBeNull();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('/broken'), expect.any(Error));
  errors.mockRestore();
  const page = assemblePage({ registry, manifest, pathname: '/broken', siteConfig: SITE, prerendered: null })!;
  expect(page).toContain('<div id="root"></div>');
  // Nothing painted before the scripts run: the browser is told about them while it parses.
  expect(page).toContain('rel="preload"');
  expect(page).not.toContain(PRELOAD_HINTS_ELEMENT_ID);
  // Without the site config the markup was drawn with, the markup is not used either.
  const prerendered = await prerenderPage(registry, manifest, '/', SITE);
  expect(assemblePage({ registry, manifest, pathname: '/', prerendered })).toContain('<div id="root"></div>');
});

test('an area published later renders its pages anew; an unchanged manifest reuses the markup', async () => {
  const before = readManifest(registry)!;
  const first = await prerenderPage(registry, before, '/', SITE);
  expect(await prerenderPage(registry, before, '/', SITE)).toBe(first);
  const after = publishArea('第二版');
  expect((await prerenderPage(registry, after, '/', SITE))?.html).toContain('<h1>第二版 /</h1>');
});

test('an area without a pre-render bundle is rendered in the browser', async () => {
  makeAreaBuild(repo, 'mf-campaigns', { code: 'no-bundle', routes: ROUTES });
  publish('mf-campaigns', { registry, repoRoot: repo, promote: true });
  await expect(prerenderPage(registry, readManifest(registry)!, '/', SITE)).resolves.toBeNull();
});

test('the site server sends the pre-rendered page, and scripts, compressed; decoded they are the bytes it sends uncompressed', async () => {
  const script = Array.from({ length: 400 }, (_, i) => `console.log(${i});`).join('\n');
  makeAreaBuild(repo, 'mf-campaigns', {
    code: 'compressed',
    routes: ROUTES,
    raw: { 'prerender/index.js': areaPrerenderBundle('压缩'), 'big.12345678.js': script },
  });
  const { version } = publish('mf-campaigns', { registry, repoRoot: repo, promote: true });
  const api = http.createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ code: 200, data: SITE })),
  );
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const site = await startSiteServer({ registry, port: 0, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  const raw = (url: string, encoding: string) =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(`${site.url}${url}`, { headers: { 'accept-encoding': encoding, accept: 'text/html' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  try {
    for (const url of ['/', `/areas/mf-campaigns/${version}/big.12345678.js`]) {
      const [brotli, gzip, plain] = await Promise.all([raw(url, 'br'), raw(url, 'gzip'), raw(url, 'identity')]);
      expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
      expect(zlib.brotliDecompressSync(brotli.body)).toEqual(plain.body);
      expect(zlib.gunzipSync(gzip.body)).toEqual(plain.body);
      expect(brotli.body.length).toBeLessThan(plain.body.length);
    }
    expect((await raw('/', 'identity')).body.toString()).toContain('<h1>压缩 /</h1>');
  } finally {
    await site.close();
    await new Promise((resolve) => api.close(resolve));
  }
});
