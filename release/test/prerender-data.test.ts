// Pre-rendered pages with their public data: the screen's first render lists the GETs it looks
// for, the site server asks the public ones of the API (signed out, briefly cached) and the page
// carries the markup drawn with the answers and the answers themselves for the browser.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { publish, readManifest, startSiteServer } from '../src';
import { assemblePage, DATA_PAGE_TTL_MS, prerenderPage, SEEDED_ANSWERS_ELEMENT_ID, writeSitePages } from '../src/pages';
import { PAGES_DIR } from '../src/pages/write-site-pages';
import {
  DATA_PRERENDER_BUNDLE,
  DATA_ROUTES,
  PRERENDER_SITE as SITE,
  SHELL_PRERENDER_BUNDLE,
  cleanupTmp,
  makeAreaBuild,
  makePrerenderingShellBuild,
  makeShellBuild,
  tmpDir,
} from './helpers';

interface Asked {
  url: string;
  cookie?: string;
  authorization?: string;
}

/** A stand-in API: the site config, products by id and a catalogue page; `down` answers 500. */
async function standInApi() {
  const asked: Asked[] = [];
  const state = { down: false };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    asked.push({ url, cookie: req.headers.cookie, authorization: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (state.down && !url.startsWith('/api/v1/site/config')) return res.writeHead(500).end('{}');
    const product = /^\/api\/v3\/benefits\/(\d+)/.exec(url);
    const data = url.startsWith('/api/v1/site/config')
      ? SITE
      : product
        ? { id: Number(product[1]), name: `商品${product[1]}` }
        : url.startsWith('/api/v3/benefits')
          ? { name: '京东卡', list: [], total: 1 }
          : null;
    res.end(JSON.stringify(data ? { code: 200, message: '', data } : { code: 401, message: '未登录', data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    state,
    dataCalls: () => asked.filter((one) => !one.url.startsWith('/api/v1/site/config')).map((one) => one.url),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let repo: string;
let registry: string;
let api: Awaited<ReturnType<typeof standInApi>>;

beforeAll(async () => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  makePrerenderingShellBuild(repo);
  publish('shell', { registry, repoRoot: repo, promote: true });
  makeAreaBuild(repo, 'mf-exchange', { code: 'data', routes: DATA_ROUTES, raw: { 'prerender/index.js': DATA_PRERENDER_BUNDLE } });
  publish('mf-exchange', { registry, repoRoot: repo, promote: true });
});
beforeEach(async () => {
  api = await standInApi();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});
afterAll(cleanupTmp);

const inlined = (html: string) => {
  const found = new RegExp(`<script id="${SEEDED_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  return found && JSON.parse(found[1]);
};

test('the site server draws /exchange with the catalogue the API gives a visitor, and inlines that answer for the browser', async () => {
  const site = await startSiteServer({ registry, port: 0, api: api.origin });
  try {
    const response = await fetch(`${site.url}/exchange`, {
      headers: { accept: 'text/html', cookie: 'TOKEN=member-secret', authorization: 'Bearer member-secret' },
    });
    const html = await response.text();
    expect(html).toContain('<main><div data-prerendered="mf-exchange"><h1>京东卡</h1></div></main>');
    expect(inlined(html)).toEqual([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: { name: '京东卡', list: [], total: 1 } }]);
    // Only the public call was asked — the members-only one is not — with nothing of the visitor's.
    expect(api.dataCalls()).toEqual(['/api/v3/benefits?page=1&size=12']);
    expect(api.asked.every((one) => one.cookie === undefined && one.authorization === undefined)).toBe(true);
  } finally {
    await site.close();
  }
});

test(`a page drawn from API data is kept ${DATA_PAGE_TTL_MS / 1000} s: the API is asked once within that time, then again`, async () => {
  const manifest = readManifest(registry)!;
  const first = await prerenderPage(registry, manifest, '/exchange/detail/7', SITE, { api: api.origin });
  expect(first?.html).toContain('<h1>商品7</h1>');
  await prerenderPage(registry, manifest, '/exchange/detail/7', SITE, { api: api.origin });
  expect(api.dataCalls()).toEqual(['/api/v3/benefits/7']);
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + DATA_PAGE_TTL_MS + 1);
  await prerenderPage(registry, manifest, '/exchange/detail/7', SITE, { api: api.origin });
  expect(api.dataCalls()).toEqual(['/api/v3/benefits/7', '/api/v3/benefits/7']);
});

test('when the API fails the page goes out drawn without data and inlines nothing; the browser asks as before', async () => {
  api.state.down = true;
  const manifest = readManifest(registry)!;
  const prerendered = await prerenderPage(registry, manifest, '/exchange/detail/8', SITE, { api: api.origin });
  const html = assemblePage({ registry, manifest, pathname: '/exchange/detail/8', siteConfig: SITE, prerendered })!;
  expect(html).toContain('<h1>加载中</h1>');
  expect(html).not.toContain(SEEDED_ANSWERS_ELEMENT_ID);
  expect(api.dataCalls()).toEqual(['/api/v3/benefits/8']);
});

test('a parameterised prerender route is drawn for one segment in its place; other shapes of the path go to the browser', async () => {
  const manifest = readManifest(registry)!;
  expect((await prerenderPage(registry, manifest, '/exchange/detail/12', SITE))?.html).toContain('<h1>加载中</h1>');
  for (const pathname of ['/exchange/detail/12/', '/exchange/detail/', '/exchange/success']) {
    await expect(prerenderPage(registry, manifest, pathname, SITE)).resolves.toBeNull();
  }
});

test('the static pages for nginx carry no data: drawn as before any answer, nothing inlined', () => {
  writeSitePages(registry, readManifest(registry), SITE);
  const html = fs.readFileSync(path.join(registry, PAGES_DIR, 'exchange', 'index.html'), 'utf8');
  expect(html).toContain('<h1>加载中</h1>');
  expect(html).not.toContain(SEEDED_ANSWERS_ELEMENT_ID);
  expect(api.dataCalls()).toEqual([]);
});

test('under a shell that does not seed its client (an older one) the page is drawn without data: the hydrating screen matches it', async () => {
  const shell = makeShellBuild(repo, { code: 'older' });
  fs.mkdirSync(path.join(shell.dir, 'prerender'));
  fs.writeFileSync(path.join(shell.dir, 'prerender', 'index.js'), SHELL_PRERENDER_BUNDLE.replace('exports.seedsAnswers = true;', ''));
  publish('shell', { registry, repoRoot: repo, promote: true });
  const page = await prerenderPage(registry, readManifest(registry)!, '/exchange/detail/9', SITE, { api: api.origin });
  expect(page?.html).toContain('<h1>加载中</h1>');
  expect(page?.answers).toBeUndefined();
  expect(api.dataCalls()).toEqual([]);
});
