// Uploaded code never runs in a privileged process: a team's pre-render bundle that tries to read the
// registry's tokens and preview key and the API's secrets (environment and files), to write into the
// registry, to start a process, to reach the network or to signal its parent gets nowhere — neither
// in the registry service writing the static pages on a promote, nor in the site server drawing a
// preview link's page — and the page is still served, drawn by the bundle, or left to the browser.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pagesRendered, publish, readManifest, startSiteServer, startStaticSite } from '../src';
import { preview } from '../src/operations/preview';
import { loadBuild } from '../src/registry/build';
import { releaseTarget } from '../src/registry/targets';
import { STATIC_SITE_CONFIG, prerenderPage } from '../src/pages';
import { SANDBOX_LIMITS, stopSandboxes } from '../src/pages/prerender-sandbox';
import { deviceKey } from '../src/rollout/device-key';
import { PREVIEW_KEY_FILE, previewKey } from '../src/rollout/preview';
import {
  PRERENDER_ROUTES as ROUTES,
  PRERENDER_SITE as SITE,
  areaPrerenderBundle,
  cleanupTmp,
  makeAreaBuild,
  makePrerenderingShellBuild,
} from './helpers';
import { type TestService, startService, upload } from './service-setup';

const SECRETS = { DATABASE_URL: 'postgres://survey:db-password-7f3a@127.0.0.1/survey', TOKEN_SECRET: 'token-secret-9c1e' };
const SECRET_FILE_TEXT = 'api-private-key-4b2d';

/** A bundle that tries every escape at render time and draws what each one gave (`name:blocked` when it failed). */
const attackBundle = (port: number) => `
const fs = require('fs');
const path = require('path');
const registry = path.resolve(__dirname, '../../../..');
const tries = {
  tokens: () => fs.readFileSync(path.join(registry, 'tokens.json'), 'utf8'),
  previewKey: () => fs.readFileSync(path.join(registry, '.preview-key'), 'utf8'),
  secretsFile: () => fs.readFileSync(path.join(registry, '..', '.data', 'secrets', 'api.key'), 'utf8'),
  env: () => process.env.DATABASE_URL || process.env.TOKEN_SECRET || fail('no secrets here'),
  writeTokens: () => fs.writeFileSync(path.join(registry, 'tokens.json'), '{"tokens":[]}'),
  writeRegistry: () => fs.writeFileSync(path.join(registry, 'pwned.txt'), 'pwned'),
  spawn: () => require('child_process').execSync('touch ' + path.join(registry, 'spawned.txt')),
  importSpawn: () => import('node:child_process').then((cp) => cp.execSync('touch ' + path.join(registry, 'imported.txt'))),
  network: () => require('net').connect(${port}, '127.0.0.1'),
  fetch: () => fetch('http://127.0.0.1:${port}/'),
  signal: () => process.kill(process.ppid, 0),
  evaluate: () => new Function('return process')(),
};
function fail(message) { throw new Error(message); }
exports.render = async ({ pathname }) => {
  const outcomes = [];
  for (const [name, attempt] of Object.entries(tries)) {
    try {
      const value = await attempt();
      outcomes.push(name + ':DONE:' + String(value).slice(0, 60));
    } catch {
      outcomes.push(name + ':blocked');
    }
  }
  return { html: '<h1>attack ' + pathname + '</h1><ul><li>' + outcomes.join('</li><li>') + '</li></ul>', styles: '' };
};`;
const ATTEMPTS = [
  'tokens',
  'previewKey',
  'secretsFile',
  'env',
  'writeTokens',
  'writeRegistry',
  'spawn',
  'importSpawn',
  'network',
  'fetch',
  'signal',
  'evaluate',
];

const builtVersion = (dir: string) => loadBuild(releaseTarget('mf-campaigns'), dir).version;

let service: TestService;
let registry: string;
let snapshot: Record<string, string>;
let connections = 0;
let listener: http.Server;
let port: number;
let errors: jest.SpyInstance;
const saved = { ...process.env };

/** What must not change: every file at the registry's top, the tokens and preview key among them. */
/** What the registry's own processes write as they do their work, not what a bundle could change. */
const BOOKKEEPING = ['remotes.json', 'history.jsonl', '.token-usage.json'];

function registryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(registry)) {
    const file = path.join(registry, name);
    if (fs.lstatSync(file).isFile() && !BOOKKEEPING.includes(name)) files[name] = fs.readFileSync(file, 'utf8');
  }
  return files;
}

/** The page drew the attack with every attempt blocked, and no secret in it. */
function expectAllBlocked(html: string, pathname: string) {
  expect(html).toContain(`<h1>attack ${pathname}</h1>`);
  for (const name of ATTEMPTS) expect(html).toContain(`<li>${name}:blocked</li>`);
  for (const secret of [...Object.values(SECRETS), SECRET_FILE_TEXT, fs.readFileSync(path.join(registry, PREVIEW_KEY_FILE), 'utf8')])
    expect(html).not.toContain(secret);
}

function expectNothingChanged() {
  expect(registryFiles()).toEqual(snapshot);
  for (const name of ['pwned.txt', 'spawned.txt', 'imported.txt']) expect(fs.existsSync(path.join(registry, name))).toBe(false);
  expect(connections).toBe(0);
}

beforeAll(async () => {
  Object.assign(process.env, SECRETS);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  listener = http.createServer((_req, res) => res.end('{}')).on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  service = await startService();
  registry = service.registry;
  const secrets = path.join(path.dirname(registry), '.data', 'secrets');
  fs.mkdirSync(secrets, { recursive: true });
  fs.writeFileSync(path.join(secrets, 'api.key'), SECRET_FILE_TEXT);
  makePrerenderingShellBuild(service.repo);
  publish('shell', { registry, repoRoot: service.repo, promote: true });
  makeAreaBuild(service.repo, 'mf-campaigns', { code: 'good', routes: ROUTES, raw: { 'prerender/index.js': areaPrerenderBundle('好') } });
  publish('mf-campaigns', { registry, repoRoot: service.repo, promote: true });
  // A static set-up (nginx): the stored site config and the pages, rewritten on every manifest write.
  fs.writeFileSync(path.join(registry, STATIC_SITE_CONFIG), JSON.stringify(SITE));
  startStaticSite(registry, readManifest(registry));
  previewKey(registry);
  deviceKey(registry); // made by the site server's first answer otherwise, inside the test
  service.token('campaigns-team', 'mf-campaigns');
  snapshot = registryFiles();
  expect(Object.keys(snapshot)).toEqual(expect.arrayContaining(['tokens.json', PREVIEW_KEY_FILE]));
});
afterAll(async () => {
  process.env = saved;
  errors.mockRestore();
  stopSandboxes();
  await service.app.close();
  await new Promise((resolve) => listener.close(resolve));
  cleanupTmp();
});

test('a preview of a published build draws its page in the sandbox: the bundle reaches no secret, file, process or socket', async () => {
  const publishOnly = service.token('campaigns-ci', 'mf-campaigns', ['publish']);
  const build = makeAreaBuild(service.repo, 'mf-campaigns', {
    code: 'attack-preview',
    routes: ROUTES,
    raw: { 'prerender/index.js': attackBundle(port) },
  });
  expect((await upload(service, 'mf-campaigns', build, publishOnly)).status).toBe(200);
  snapshot = registryFiles();
  const { token } = preview('mf-campaigns', builtVersion(build), { registry, duration: '1h' });
  const api = http.createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ code: 200, data: SITE })),
  );
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const site = await startSiteServer({
    registry,
    port: 0,
    api: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    canaryWatchMs: false,
  });
  try {
    const live = await (await fetch(`${site.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(live).toContain('<h1>好 /</h1>');
    const pinned = await fetch(`${site.url}/`, { headers: { accept: 'text/html', cookie: `SURVEY_PREVIEW=${token}` } });
    expect(pinned.status).toBe(200);
    expectAllBlocked(await pinned.text(), '/');
  } finally {
    await site.close();
    await new Promise((resolve) => api.close(resolve));
  }
  expectNothingChanged();
});

test('a promote through the registry service writes the static pages with the bundle in the sandbox: nothing reached, the page served', async () => {
  const build = makeAreaBuild(service.repo, 'mf-campaigns', {
    code: 'attack-promote',
    routes: ROUTES,
    raw: { 'prerender/index.js': attackBundle(port) },
  });
  const team = service.token('campaigns-promoter', 'mf-campaigns');
  snapshot = registryFiles();
  expect((await upload(service, 'mf-campaigns', build, team, true)).status).toBe(200);
  expect(readManifest(registry)!.areas.find((a) => a.area === 'mf-campaigns')!.version).toBe(builtVersion(build));
  // The service answered before the page's markup was rendered; it is rendered in the sandbox after.
  await pagesRendered();
  expectAllBlocked(fs.readFileSync(path.join(registry, 'pages', 'index.html'), 'utf8'), '/');
  expectNothingChanged();
});

test('a render that loops for ever or eats its memory is cut off: the page goes out for the browser to render', async () => {
  const limits = { ...SANDBOX_LIMITS };
  Object.assign(SANDBOX_LIMITS, { batchMs: 1500, renderMs: 1500, heapMb: 32 });
  const bundles = {
    loop: 'exports.render = () => { for (;;) {} };',
    memory: "exports.render = async () => { const kept = []; for (;;) kept.push('x'.repeat(1e6) + Math.random()); };",
  };
  try {
    for (const [name, bundle] of Object.entries(bundles)) {
      makeAreaBuild(service.repo, 'mf-campaigns', { code: name, routes: ROUTES, raw: { 'prerender/index.js': bundle } });
      const started = performance.now();
      publish('mf-campaigns', { registry, repoRoot: service.repo, promote: true });
      await pagesRendered();
      expect([name, fs.readFileSync(path.join(registry, 'pages', 'index.html'), 'utf8')]).toEqual([
        name,
        expect.stringContaining('<div id="root"></div>'),
      ]);
      expect(performance.now() - started).toBeLessThan(20_000);
      // The site server's long-lived child is killed the same way; the next page starts a new one.
      await expect(prerenderPage(registry, readManifest(registry)!, '/', SITE)).resolves.toBeNull();
      expect(errors).toHaveBeenLastCalledWith('[pages] /: pre-render failed, the browser renders it', expect.any(Error));
    }
  } finally {
    Object.assign(SANDBOX_LIMITS, limits);
  }
});
