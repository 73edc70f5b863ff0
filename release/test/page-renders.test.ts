// The static pages after a release command: every page names the live versions when the command
// returns, and only the markup that changed is rendered — afterwards, outside the registry lock,
// one render at a time, never putting an older manifest back, its failures logged and never the
// command's.
import fs from 'node:fs';
import path from 'node:path';
import { pagesRendered, promote, publish, readManifest, rollback, startStaticSite } from '../src';
import { MANIFEST_ELEMENT_ID, STATIC_SITE_CONFIG } from '../src/pages';
import { MARKUP_DIR } from '../src/pages/page-markup';
import {
  PRERENDER_ROUTES,
  PRERENDER_SITE as SITE,
  areaPrerenderBundle,
  cleanupTmp,
  makeAreaBuild,
  makePrerenderingShellBuild,
  tmpDir,
} from './helpers';
import { call, startService } from './service-setup';

const TASK_ROUTES = [
  { path: '/tasks', name: 'tasks', title: '任务', public: true, prerender: true },
  { path: '/tasks/hall', name: 'hall', title: '大厅', public: true, prerender: true },
  { path: '/tasks/mine', name: 'mine', title: '我的' },
];
/** A bundle drawing `<h1>heading path</h1>` after `ms` (a real screen's render, slowed down). */
const slowBundle = (heading: string, ms: number) => `exports.render = async ({ pathname }) => {
  await new Promise((resolve) => setTimeout(resolve, ${ms}));
  if (pathname === '/tasks/hall' && ${JSON.stringify(heading)} === '会失败') throw new Error('window is not defined');
  return { html: '<h1>${heading} ' + pathname + '</h1>', styles: '' };
};`;

let repo: string;
let registry: string;
let errors: jest.SpyInstance;

function publishArea(area: string, heading: string, bundle: string, promoteIt = true): string {
  // Without /broken, whose failing render is retried on every change (static-prerender.test.ts).
  const routes = area === 'mf-tasks' ? TASK_ROUTES : PRERENDER_ROUTES.filter((route) => route.path !== '/broken');
  makeAreaBuild(repo, area, { code: heading, routes, raw: { 'prerender/index.js': bundle } });
  return publish(area, { registry, repoRoot: repo, promote: promoteIt }).version;
}
const pageFile = (rel: string) => path.join(registry, 'pages', rel);
const page = (rel: string) => fs.readFileSync(pageFile(rel), 'utf8');
const PAGES = ['_default.html', 'index.html', 'ranking/index.html', 'tasks/index.html', 'tasks/hall/index.html'];
/** The version of `area` a page inlines. */
function inlinedVersion(rel: string, area: string): string {
  const json = new RegExp(`<script id="${MANIFEST_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(page(rel))![1];
  return (JSON.parse(json) as { areas: { area: string; version: string }[] }).areas.find((a) => a.area === area)!.version;
}
const liveVersion = (area: string) => readManifest(registry)!.areas.find((a) => a.area === area)!.version;
const markupEntries = () => fs.readdirSync(path.join(registry, MARKUP_DIR)).sort();
/** Each page's file identity: a page replaced (temp file, rename) gets a new inode. */
const inodes = () => Object.fromEntries(PAGES.map((rel) => [rel, fs.statSync(pageFile(rel)).ino]));

let tasksV1: string;
beforeAll(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  makePrerenderingShellBuild(repo);
  publish('shell', { registry, repoRoot: repo, promote: true });
  publishArea('mf-campaigns', '活动', areaPrerenderBundle('活动'));
  tasksV1 = publishArea('mf-tasks', '第一版', slowBundle('第一版', 0));
  fs.writeFileSync(path.join(registry, STATIC_SITE_CONFIG), JSON.stringify(SITE));
  startStaticSite(registry, readManifest(registry));
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  await pagesRendered();
  errors.mockRestore();
  cleanupTmp();
});
beforeEach(() => errors.mockClear());

test('the static set-up renders every page with its markup', () => {
  expect(page('tasks/index.html')).toContain('<h1>第一版 /tasks</h1>');
  expect(page('index.html')).toContain('<h1>活动 /</h1>');
});

test("a promote renders only the changed area's markup, after the command: every page names the new version at once", async () => {
  const before = { markup: markupEntries(), inodes: inodes() };
  const started = performance.now();
  const v2 = publishArea('mf-tasks', '第二版', slowBundle('第二版', 1500));
  expect(performance.now() - started).toBeLessThan(1500);
  // The command has returned: the lock is free while the markup is rendered.
  expect(fs.existsSync(path.join(registry, '.lock'))).toBe(false);
  let settled = false;
  const rendered = pagesRendered().then(() => (settled = true));
  for (const rel of PAGES) expect([rel, inlinedVersion(rel, 'mf-tasks')]).toEqual([rel, v2]);
  // The changed area's pages go out without markup until it is rendered (the browser renders them) …
  expect(page('tasks/index.html')).toContain('<div id="root"></div>');
  // … the others keep theirs.
  expect(page('index.html')).toContain('<h1>活动 /</h1>');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(settled).toBe(false);

  const afterCommand = inodes();
  await rendered;
  expect(page('tasks/index.html')).toContain('<h1>第二版 /tasks</h1>');
  expect(page('tasks/hall/index.html')).toContain('<h1>第二版 /tasks/hall</h1>');
  // Rendered: the two prerender pages of mf-tasks, nothing else; rewritten afterwards: those two pages only.
  expect(markupEntries().filter((name) => !before.markup.includes(name))).toHaveLength(2);
  const rewritten = PAGES.filter((rel) => inodes()[rel] !== afterCommand[rel]);
  expect(rewritten).toEqual(['tasks/index.html', 'tasks/hall/index.html']);
  // The command itself rewrote every page: each inlines the manifest.
  expect(PAGES.filter((rel) => afterCommand[rel] === before.inodes[rel])).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
});

test('a rollback to a version rendered before writes its markup at once, rendering nothing', async () => {
  const before = markupEntries();
  const res = rollback('mf-tasks', { registry });
  expect(res.to).toBe(tasksV1);
  expect(page('tasks/index.html')).toContain('<h1>第一版 /tasks</h1>');
  await pagesRendered();
  expect(markupEntries()).toEqual(before);
});

test('two quick changes end with the pages of the newest manifest, markup included', async () => {
  // A slow render runs for v3 while the rollback makes v1 live again: v3's markup, finished after
  // the rollback, must not bring v3 back into the pages.
  publishArea('mf-tasks', '第三版', slowBundle('第三版', 800));
  await new Promise((resolve) => setTimeout(resolve, 100));
  rollback('mf-tasks', { registry, to: tasksV1 });
  await pagesRendered();
  expect(liveVersion('mf-tasks')).toBe(tasksV1);
  for (const rel of PAGES) expect([rel, inlinedVersion(rel, 'mf-tasks')]).toEqual([rel, tasksV1]);
  expect(page('tasks/index.html')).toContain('<h1>第一版 /tasks</h1>');

  // A change waiting behind a render in progress is superseded by the next one.
  const v4 = publishArea('mf-tasks', '第四版', slowBundle('第四版', 800));
  const v5 = publishArea('mf-tasks', '第五版', slowBundle('第五版', 0));
  const before = markupEntries();
  promote('mf-tasks', v4, { registry });
  promote('mf-tasks', v5, { registry });
  await pagesRendered();
  // v5's two pages only: v4's render never started.
  expect(markupEntries().filter((name) => !before.includes(name))).toHaveLength(2);
  for (const rel of PAGES) expect([rel, inlinedVersion(rel, 'mf-tasks')]).toEqual([rel, v5]);
  expect(page('tasks/hall/index.html')).toContain('<h1>第五版 /tasks/hall</h1>');
});

test('a failing render never fails the rollback: it is logged and the page goes out for the browser to render', async () => {
  const failing = publishArea('mf-tasks', '会失败', slowBundle('会失败', 0), false);
  const res = rollback('mf-tasks', { registry, to: failing });
  expect(res.to).toBe(failing);
  await pagesRendered();
  expect(errors).toHaveBeenCalledWith('[pages] /tasks/hall: pre-render failed, the browser renders it', expect.any(Error));
  expect(page('tasks/hall/index.html')).toContain('<div id="root"></div>');
  expect(inlinedVersion('tasks/hall/index.html', 'mf-tasks')).toBe(failing);
  expect(page('tasks/index.html')).toContain('<h1>会失败 /tasks</h1>');
});

test('a rollback through the registry service answers before the markup is rendered, and the origin serves the live version meanwhile', async () => {
  const service = await startService();
  try {
    makePrerenderingShellBuild(service.repo);
    publish('shell', { registry: service.registry, repoRoot: service.repo, promote: true });
    const versions = ['第一版', '第二版'].map((heading) => {
      makeAreaBuild(service.repo, 'mf-tasks', {
        code: heading,
        routes: TASK_ROUTES,
        raw: { 'prerender/index.js': slowBundle(heading, 1500) },
      });
      return publish('mf-tasks', { registry: service.registry, repoRoot: service.repo, promote: true }).version;
    });
    fs.writeFileSync(path.join(service.registry, STATIC_SITE_CONFIG), JSON.stringify(SITE));
    startStaticSite(service.registry, readManifest(service.registry));
    fs.rmSync(path.join(service.registry, MARKUP_DIR), { recursive: true }); // v1's markup pruned: it must be rendered again

    const started = performance.now();
    const answer = await call(service, '/v1/areas/mf-tasks/rollback', service.token('ops', 'all'), { body: '{}' });
    expect([answer.status, answer.body.result.to]).toEqual([200, versions[0]]);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(fs.existsSync(path.join(service.registry, '.lock'))).toBe(false);
    const served = await (await fetch(`${service.url}/tasks`, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain(`/areas/mf-tasks/${versions[0]}/remoteEntry.js`);
    expect(served).not.toContain(versions[1]);
    expect(served).toContain('<div id="root"></div>');
    await pagesRendered();
    expect(fs.readFileSync(path.join(service.registry, 'pages', 'tasks', 'index.html'), 'utf8')).toContain('<h1>第一版 /tasks</h1>');
  } finally {
    await service.app.close();
  }
});
