// Fake build folders and temporary registries for the release tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import type { RouteDef } from '../src/base/types';
import { containerSource, GOOD_LIFECYCLES } from './smoke-fixtures';

export const RELEASE_DIR = path.resolve(__dirname, '..');
/** What `pnpm release` runs. */
export const CLI = path.join(RELEASE_DIR, 'bin', 'release.cjs');

const made: string[] = [];
export function tmpDir(prefix = 'release-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
export function cleanupTmp(): void {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

export const SHELL_SHARED = {
  react: { version: '19.3.1', requiredVersion: '^19.0.0' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.0.0' },
  'react-router-dom': { version: '7.18.5', requiredVersion: '^7.0.0' },
  'styled-components': { version: '6.6.0', requiredVersion: '^6.0.0' },
  '@survey/shared': { version: '0.1.0', requiredVersion: '^0.1.0' },
};

function write(dir: string, rel: string, content: string): void {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export interface AreaBuildOptions {
  packageVersion?: string;
  platformApiVersion?: number;
  routes?: RouteDef[];
  shared?: Record<string, { version: string; requiredVersion: string }>;
  /** Changes the bundle content (so the version hash changes). */
  code?: string;
  exposes?: string[];
  omit?: string[];
  /** Raw replacement content per file name. */
  raw?: Record<string, string>;
}

export function defaultRoutes(area: string): RouteDef[] {
  const base = area.replace(/^mf-/, '');
  return [
    { path: `/${base}`, name: `${base}`, title: `${base} home` },
    { path: `/${base}/:id`, name: `${base}Detail`, title: `${base} detail`, public: true },
  ];
}

/** Writes a fake area dist folder like the real webpack build makes; returns its path. */
export function makeAreaBuild(root: string, area: string, o: AreaBuildOptions = {}): string {
  const dir = path.join(root, area, 'dist');
  fs.rmSync(dir, { recursive: true, force: true });
  const fed = area.replace(/[^a-zA-Z0-9_]/g, '_');
  const code = o.code ?? 'v1';
  const files: Record<string, string> = {
    // A container whose routes mount: publish's smoke test mounts them.
    'remoteEntry.js': containerSource(fed, GOOD_LIFECYCLES, code),
    'mf-manifest.json': JSON.stringify({
      id: fed,
      name: fed,
      metaData: {},
      shared: [],
      remotes: [],
      exposes: (o.exposes ?? ['./app']).map((p) => ({ id: `${fed}:${p.slice(2)}`, name: p.slice(2), path: p, assets: {} })),
    }),
    'routes.json': JSON.stringify({ area, version: o.packageVersion ?? '1.0.0', routes: o.routes ?? defaultRoutes(area) }),
    'build.json': JSON.stringify({
      kind: 'area',
      area,
      federationName: fed,
      packageVersion: o.packageVersion ?? '1.0.0',
      platformApiVersion: o.platformApiVersion ?? 1,
      shared: o.shared ?? {
        react: { version: '19.3.1', requiredVersion: '^19.0.0' },
        'react-dom': { version: '19.3.1', requiredVersion: '^19.0.0' },
        '@survey/shared': { version: '0.1.0', requiredVersion: '^0.1.0' },
      },
    }),
    [`123.${hash8(code)}.js`]: `/* chunk ${code} */`,
    'static/logo.abcdef12.png': 'PNG',
    'index.html': '<!doctype html><script src="main.js"></script>',
    'main.js': `/* standalone ${code} */`,
    ...(o.raw ?? {}),
  };
  for (const [rel, content] of Object.entries(files)) if (!o.omit?.includes(rel)) write(dir, rel, content);
  return dir;
}

function hash8(s: string): string {
  return crypto.createHash('md5').update(s).digest('hex').slice(0, 8);
}

export interface ShellBuildOptions {
  packageVersion?: string;
  platformApiVersion?: number;
  shared?: Record<string, { version: string; requiredVersion: string }>;
  code?: string;
}

export function makeShellBuild(root: string, o: ShellBuildOptions = {}): { dir: string; main: string } {
  const dir = path.join(root, 'shell', 'dist');
  fs.rmSync(dir, { recursive: true, force: true });
  const code = o.code ?? 's1';
  const main = `main.${hash8(code)}.js`;
  write(
    dir,
    'index.html',
    `<!doctype html><html><head><title>问卷社区</title><script defer src="/${main}"></script></head><body><div id="root"></div><!-- ${code} --></body></html>`,
  );
  write(dir, main, `/* shell ${code} */`);
  write(dir, `456.${hash8(code + 'chunk')}.js`, `/* shell chunk ${code} */`);
  write(dir, 'favicon.ico', 'ICO');
  write(
    dir,
    'build.json',
    JSON.stringify({
      kind: 'shell',
      packageVersion: o.packageVersion ?? '1.0.0',
      platformApiVersion: o.platformApiVersion ?? 1,
      shared: o.shared ?? SHELL_SHARED,
    }),
  );
  return { dir, main };
}

// Stand-ins for dist/prerender/index.js of the shell and an area (CommonJS, as webpack emits them).
/** The site config and an area's routes the pre-render tests render with: two `prerender` routes
 * (one whose bundle throws), a members-only one and a public one rendered in the browser. */
export const PRERENDER_SITE = { appName: '问卷社区', demo: true };
export const PRERENDER_ROUTES = [
  { path: '/', name: 'index', title: '首页', public: true, prerender: true },
  { path: '/broken', name: 'broken', title: '坏页', public: true, prerender: true },
  { path: '/lottery', name: 'lottery', title: '抽奖' },
  { path: '/ranking', name: 'ranking', title: '榜单', public: true },
];

export const SHELL_PRERENDER_BUNDLE = `exports.seedsAnswers = true;
exports.render = ({ site, area }) => ({
  html: '<header>' + site.appName + '</header><main><div data-prerendered="' + area.area + '">' + area.html + '</div></main>',
  styles: '<style data-styled="true">.shell{}</style>',
});`;
/** A shell build whose dist/prerender/index.js is SHELL_PRERENDER_BUNDLE. */
export function makePrerenderingShellBuild(root: string): void {
  const shell = makeShellBuild(root);
  fs.mkdirSync(path.join(shell.dir, 'prerender'));
  fs.writeFileSync(path.join(shell.dir, 'prerender', 'index.js'), SHELL_PRERENDER_BUNDLE);
}
/** Renders `<h1>heading pathname</h1>`; the path /broken throws, as a screen touching `window` would. */
export const areaPrerenderBundle = (heading: string) => `exports.render = async ({ pathname }) => {
  if (pathname === '/broken') throw new Error('window is not defined');
  return { html: '<h1>${heading} ' + pathname + '</h1>', styles: '<style data-styled="true">.area{}</style>' };
};`;

/** Routes of the data fixture: a catalogue, a product by id, both public pre-rendered. */
export const DATA_ROUTES = [
  { path: '/exchange', name: 'exchange', title: '兑换中心', public: true, prerender: true },
  { path: '/exchange/detail/:id', name: 'exchange-id', title: '商品详情', public: true, prerender: true },
  { path: '/exchange/success', name: 'exchange-success', title: '兑换结果' },
];
/**
 * An area bundle drawing API data as createAreaPrerender does: without answers it draws
 * 加载中 and lists what its first render looks for (the catalogue also a members-only call);
 * with answers it draws their names.
 */
export const DATA_PRERENDER_BUNDLE = `exports.render = async ({ pathname, answers }) => {
  const id = pathname.split('/')[3];
  const wanted = id
    ? [{ url: '/v3/benefits/' + id }]
    : [{ url: '/v3/benefits', params: { page: 1, size: 12 } }, { url: '/v1/users/account' }];
  if (!answers) return { html: '<h1>加载中</h1>', styles: '', wanted };
  return { html: '<h1>' + answers.map((answer) => answer.data.name).join('、') + '</h1>', styles: '' };
};`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixtures
export function readJson<T = any>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/**
 * Runs the CLI in a child process the way `pnpm release` does: `node bin/release.cjs ...`, the
 * compiled bundle (rebuilt first when stale), so a SIGKILL shows up as the child's signal.
 */
export function runCli(args: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> & { ms: number } {
  const started = performance.now();
  const res = spawnSync(process.execPath, [CLI, ...args], {
    cwd: RELEASE_DIR,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: RELEASE_DIR, ...env },
    timeout: 60000,
  });
  return Object.assign(res, { ms: Math.round(performance.now() - started) });
}
