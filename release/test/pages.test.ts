// Page assembly: the live manifest inlined and the path's scripts hinted with their hashes.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { publish, readManifest, startSiteServer } from '../src';
import { MANIFEST_ELEMENT_ID, SITE_CONFIG_ELEMENT_ID, assemblePage, siteConfigSource, writeSitePages } from '../src/pages';
import type { LiveManifest, ReleaseInfo } from '../src/base/types';
import { cleanupTmp, makeAreaBuild, makeShellBuild, readJson, tmpDir } from './helpers';

let registry: string;
let manifest: LiveManifest;
let areaDir: string;
let shellDir: string;

const areaPreload = {
  app: { files: ['__federation_expose_app.11111111.js'], consumes: ['react', '@survey/shared/crypto'] },
  screens: {
    tasks: { files: ['123.aaaaaaaa.js'], consumes: ['react', '@survey/shared/format'] },
    tasksDetail: { files: ['456.bbbbbbbb.js'], consumes: [] },
  },
  shared: { react: ['900.cccccccc.js'], '@survey/shared/crypto': ['901.dddddddd.js'], '@survey/shared/format': ['902.gggggggg.js'] },
};

beforeAll(() => {
  const repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  const shell = makeShellBuild(repo);
  // The shell provides format without loading it at boot (its one screen using it is lazy).
  const shellShared = { react: ['boot.eeeeeeee.js'], '@survey/shared/format': ['fmt.ffffffff.js'] };
  fs.writeFileSync(
    path.join(shell.dir, 'preload.json'),
    JSON.stringify({ boot: ['boot.eeeeeeee.js'], consumes: ['react'], shared: shellShared }),
  );
  fs.writeFileSync(path.join(shell.dir, 'boot.eeeeeeee.js'), '/* boot */');
  fs.writeFileSync(path.join(shell.dir, 'fmt.ffffffff.js'), '/* format */');
  const shellVersion = publish('shell', { registry, repoRoot: repo, promote: true }).version;
  const chunks = Object.fromEntries(
    [
      ...areaPreload.app.files,
      ...Object.values(areaPreload.screens).flatMap((s) => s.files),
      ...Object.values(areaPreload.shared).flat(),
    ].map((f) => [f, `/* ${f} */`]),
  );
  makeAreaBuild(repo, 'mf-tasks', {
    routes: [
      { path: '/tasks', name: 'tasks', title: '任务 </script><script>alert(1)</script>', public: true },
      { path: '/tasks/:id', name: 'tasksDetail', title: '详情', public: true },
      { path: '/tasks/mine', name: 'tasksMine', title: '我的任务' },
    ],
    raw: { 'preload.json': JSON.stringify(areaPreload), ...chunks },
  });
  const areaVersion = publish('mf-tasks', { registry, repoRoot: repo, promote: true }).version;
  manifest = readManifest(registry)!;
  areaDir = path.join(registry, 'areas', 'mf-tasks', areaVersion);
  shellDir = path.join(registry, 'shell', shellVersion);
});
afterAll(cleanupTmp);

/** The preload links of a page, as [href, integrity]. */
const hints = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" integrity="([^"]+)" crossorigin="anonymous">/g)].map((m) => [
    m[1],
    m[2],
  ]);
const inlined = (html: string) => {
  const match = new RegExp(`<script id="${MANIFEST_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  return match && JSON.parse(match[1]);
};

test('a route page inlines the live manifest and hints the shell boot, the area entry, its app and screen chunks with their hashes', () => {
  const html = assemblePage({ registry, manifest, pathname: '/tasks' })!;
  expect(inlined(html)).toEqual(manifest);
  const areaHashes = readJson<ReleaseInfo>(path.join(areaDir, 'release.json')).files;
  const shellHashes = readJson<ReleaseInfo>(path.join(shellDir, 'release.json')).files;
  const base = manifest.areas[0].entry.replace(/remoteEntry\.js$/, '');
  expect(hints(html)).toEqual([
    ['/boot.eeeeeeee.js', shellHashes['boot.eeeeeeee.js']],
    [manifest.areas[0].entry, manifest.areas[0].integrity],
    [`${base}__federation_expose_app.11111111.js`, areaHashes['__federation_expose_app.11111111.js']],
    [`${base}123.aaaaaaaa.js`, areaHashes['123.aaaaaaaa.js']],
    // react comes from the shell's boot; crypto, which the shell does not provide, from the area;
    // format from the shell's files (the shell registers its share scope first, so its copy is used).
    [`${base}901.dddddddd.js`, areaHashes['901.dddddddd.js']],
    ['/fmt.ffffffff.js', shellHashes['fmt.ffffffff.js']],
  ]);
  // The route title's </script> cannot close the data element.
  expect(html.match(/<\/script>/g)).toHaveLength(2);
});

test('a parameterised path gets its own screen; a path no area owns only the shell boot; case and trailing slash do not matter', () => {
  expect(hints(assemblePage({ registry, manifest, pathname: '/tasks/42' })!).map(([href]) => path.basename(href))).toContain(
    '456.bbbbbbbb.js',
  );
  expect(hints(assemblePage({ registry, manifest, pathname: '/TASKS/' })!).map(([href]) => path.basename(href))).toContain(
    '123.aaaaaaaa.js',
  );
  expect(hints(assemblePage({ registry, manifest, pathname: '/nothing/here' })!).map(([href]) => href)).toEqual(['/boot.eeeeeeee.js']);
  // A members-only route: the page is the same for a visitor, who is sent to /login — no area hints.
  expect(hints(assemblePage({ registry, manifest, pathname: '/tasks/mine' })!).map(([href]) => href)).toEqual(['/boot.eeeeeeee.js']);
  expect(hints(assemblePage({ registry, manifest: { ...manifest, updating: true }, pathname: '/tasks' })!)).toHaveLength(1);
});

test('the site server answers page requests with the assembled page', async () => {
  const site = await startSiteServer({ registry, port: 0, api: 'http://127.0.0.1:9' });
  try {
    const res = await fetch(`${site.url}/tasks/7`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(inlined(html)).toEqual(manifest);
    expect(hints(html).map(([href]) => path.basename(href))).toContain('456.bbbbbbbb.js');
  } finally {
    await site.close();
  }
});

test('writeSitePages leaves one page per fixed route path and a default page for every other path', () => {
  const written = writeSitePages(registry);
  expect(written.sort()).toEqual(['pages/_default.html', 'pages/tasks/index.html', 'pages/tasks/mine/index.html']);
  const page = fs.readFileSync(path.join(registry, 'pages', 'tasks', 'index.html'), 'utf8');
  expect(page).toBe(assemblePage({ registry, manifest, pathname: '/tasks' }));
  const fallback = fs.readFileSync(path.join(registry, 'pages', '_default.html'), 'utf8');
  expect(hints(fallback)).toHaveLength(1);
  expect(inlined(fallback)).toEqual(manifest);
  // Written again (after a promote), each page is replaced in place: no temp file or leftover beside them.
  writeSitePages(registry);
  expect(fs.readdirSync(registry).filter((name) => name.includes('pages'))).toEqual(['pages']);
  expect(fs.readdirSync(path.join(registry, 'pages'), { recursive: true }).sort()).toEqual([
    '_default.html',
    'tasks',
    path.join('tasks', 'index.html'),
    path.join('tasks', 'mine'),
    path.join('tasks', 'mine', 'index.html'),
  ]);
});

test('the site config the API gives is inlined, fetched at most once per TTL, and left out when the API cannot answer', async () => {
  const served: string[] = [];
  const api = http.createServer((req, res) => {
    served.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, message: 'ok', data: { appName: '问卷社区', rsaPublicKey: 'PEM</script>' } }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  try {
    const source = siteConfigSource(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, { ttlMs: 60000 });
    const config = await source.current();
    expect(await source.current()).toBe(config);
    expect(served).toEqual(['/api/v1/site/config']);
    const html = assemblePage({ registry, manifest, pathname: '/tasks', siteConfig: config })!;
    const inline = new RegExp(`<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
    expect(JSON.parse(inline![1])).toEqual({ appName: '问卷社区', rsaPublicKey: 'PEM</script>' });
  } finally {
    await new Promise((resolve) => api.close(resolve));
  }
  expect(await siteConfigSource('http://127.0.0.1:9', { timeoutMs: 200 }).current()).toBeNull();
  expect(assemblePage({ registry, manifest, pathname: '/tasks', siteConfig: null })).not.toContain(SITE_CONFIG_ELEMENT_ID);
});
