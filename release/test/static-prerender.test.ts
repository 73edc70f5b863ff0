// Static pages (nginx) carry the markup the site server sends: the `prerender` routes are rendered
// with the site config the static set-up stored, on every manifest write; a page that cannot be
// rendered is still written, for the browser to render.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { nginxConfig, pagesRendered, publish, readManifest, startSiteServer, startStaticSite } from '../src';
import { SANDBOX_LIMITS } from '../src/pages/prerender-sandbox';
import { SITE_CONFIG_ELEMENT_ID, STATIC_SITE_CONFIG, recordStaticSiteConfig } from '../src/pages';
import {
  PRERENDER_ROUTES as ROUTES,
  PRERENDER_SITE as SITE,
  areaPrerenderBundle,
  cleanupTmp,
  makeAreaBuild,
  makePrerenderingShellBuild,
  runCli,
  tmpDir,
} from './helpers';

let repo: string;
let registry: string;
let api: http.Server;
let apiOrigin: string;
let errors: jest.SpyInstance;

/** Publishes and promotes an area build with `bundle` as its pre-render bundle (none when null). */
function publishArea(heading: string, bundle: string | null = areaPrerenderBundle(heading)) {
  const raw: Record<string, string> = bundle === null ? {} : { 'prerender/index.js': bundle };
  makeAreaBuild(repo, 'mf-campaigns', { code: heading, routes: ROUTES, raw });
  return publish('mf-campaigns', { registry, repoRoot: repo, promote: true }).version;
}
const page = (rel: string) => fs.readFileSync(path.join(registry, 'pages', rel), 'utf8');

beforeAll(async () => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  makePrerenderingShellBuild(repo);
  publish('shell', { registry, repoRoot: repo, promote: true });
  publishArea('第一版');
  api = http.createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ code: 200, data: SITE })));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // The failing /broken render is logged (asserted below).
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  errors.mockRestore();
  await new Promise((resolve) => api.close(resolve));
  cleanupTmp();
});

test('without a stored site config the static pages are written as before: no config, no markup', () => {
  startStaticSite(registry, readManifest(registry));
  expect(page('index.html')).toContain('<div id="root"></div>');
  expect(page('index.html')).not.toContain(SITE_CONFIG_ELEMENT_ID);
});

test("the static set-up stores the API's site config and rewrites the pages: a prerender route is the page the site server sends", async () => {
  const runDir = tmpDir('nginx-run-');
  await nginxConfig({ registry, upstreams: ['127.0.0.1:9', apiOrigin.slice('http://'.length)], runDir });
  expect(JSON.parse(fs.readFileSync(path.join(registry, STATIC_SITE_CONFIG), 'utf8'))).toEqual(SITE);
  // Unchanged on the next ask: nothing to rewrite.
  await expect(recordStaticSiteConfig(registry, [apiOrigin])).resolves.toBe(false);

  const home = page('index.html');
  expect(home).toContain(
    '<div id="root" data-prerendered-path="/"><header>问卷社区</header><main><div data-prerendered="mf-campaigns"><h1>第一版 /</h1></div></main></div>',
  );
  const site = await startSiteServer({ registry, port: 0, api: apiOrigin });
  try {
    const served = await fetch(`${site.url}/`, { headers: { accept: 'text/html' } });
    expect(home).toBe(await served.text());
  } finally {
    await site.close();
  }
  // A render that throws, a route without the flag and the default page: config, no markup.
  for (const rel of ['broken/index.html', 'ranking/index.html', '_default.html']) {
    expect([rel, page(rel)]).toEqual([rel, expect.stringContaining('<div id="root"></div>')]);
    expect(page(rel)).toContain('"appName":"问卷社区"');
  }
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('/broken'), expect.objectContaining({ message: 'window is not defined' }));
});

test('every promote renders the pages of the version it makes live, once the command has returned', async () => {
  publishArea('第二版');
  await pagesRendered();
  expect(page('index.html')).toContain('<h1>第二版 /</h1>');
});

test('an area whose pre-render bundle is missing still gets its pages, rendered in the browser', async () => {
  publishArea('无包', null);
  await pagesRendered();
  expect(page('index.html')).toContain('<div id="root"></div>');
  expect(page('index.html')).not.toContain('data-prerendered-path');
  expect(page('index.html')).toContain('"appName":"问卷社区"');
});

test("the operator's compiled CLI pre-renders the pages of a rollback", () => {
  const res = runCli(['rollback', 'mf-campaigns', '--registry', registry]);
  expect(res.status).toBe(0);
  // The one failing screen is reported, and is all that is (beside the rollback's alert line).
  expect(res.stderr).toMatch(/^rollback alert: mf-campaigns .* rolled back$/m);
  expect(res.stderr).toMatch(/^\[pages\] \/broken: pre-render failed, the browser renders it Error: window is not defined$/m);
  expect(res.stderr.match(/\[pages\]/g)).toHaveLength(1);
  expect(page('index.html')).toContain('<div id="root" data-prerendered-path="/">');
  expect(page('index.html')).toContain('<h1>第二版 /</h1>');
});

test('a render that never settles, or that ends its process, leaves the pages to the browser, the command never waiting', async () => {
  const bundles = {
    pending: 'exports.render = () => new Promise(() => {});',
    crash: "exports.render = () => new Promise(() => setTimeout(() => { throw new Error('late'); }, 10));",
    exit: 'exports.render = () => process.exit(3);',
  };
  const limits = { ...SANDBOX_LIMITS };
  Object.assign(SANDBOX_LIMITS, { batchMs: 1500 });
  try {
    for (const [name, bundle] of Object.entries(bundles)) {
      const started = performance.now();
      publishArea(name, bundle);
      expect(performance.now() - started).toBeLessThan(1500);
      await pagesRendered();
      expect([name, page('index.html')]).toEqual([name, expect.stringContaining('<div id="root"></div>')]);
    }
  } finally {
    Object.assign(SANDBOX_LIMITS, limits);
  }
  expect(errors).toHaveBeenCalledWith(
    expect.stringContaining('[pages] /: pre-render failed'),
    expect.objectContaining({ message: expect.stringContaining('the sandbox ended without an answer') }),
  );
});
