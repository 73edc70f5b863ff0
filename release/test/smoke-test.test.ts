// publish mounts every route of an area build in the sandbox first and refuses one whose mount or
// first render throws (src/pages/smoke-test.ts). Fixture builds: test/smoke-fixtures.ts.
import fs from 'node:fs';
import path from 'node:path';
import { publish, readHistory } from '../src';
import { routeUrl, SMOKE_LIMITS, smokeTestBuild } from '../src/pages/smoke-test';
import { cleanupTmp, makeAreaBuild, makeShellBuild, runCli, tmpDir } from './helpers';
import {
  CHUNK_LOADING_LIFECYCLES,
  containerSource,
  HANGING_LIFECYCLES,
  PRYING_LIFECYCLES,
  SCREEN_CHUNK,
  THROWING_MOUNT_LIFECYCLES,
  THROWING_RENDER_LIFECYCLES,
} from './smoke-fixtures';

afterAll(cleanupTmp);

let repo: string;
let registry: string;
beforeEach(() => {
  repo = tmpDir();
  registry = tmpDir('registry-');
  makeShellBuild(repo);
  publish('shell', { registry, repoRoot: repo, promote: true });
});

/** An mf-tasks build (routes /tasks and /tasks/:id) whose `./app` is `lifecycles`. */
const tasksBuild = (lifecycles: string, raw: Record<string, string> = {}) =>
  makeAreaBuild(repo, 'mf-tasks', { raw: { 'remoteEntry.js': containerSource('mf_tasks', lifecycles), ...raw } });
const publishCli = (dir: string, ...flags: string[]) =>
  runCli(['publish', 'mf-tasks', '--from', dir, '--registry', registry, '--promote', ...flags], { SURVEY_RELEASE_TOKEN: 'secret-token' });
const published = () => fs.existsSync(path.join(registry, 'areas', 'mf-tasks'));

test('each declared route is mounted at a URL it matches', () => {
  expect(['/tasks', '/tasks/:id', '/a/:b?/c', '/files/*', '/'].map(routeUrl)).toEqual(['/tasks', '/tasks/1', '/a/1/c', '/files', '/']);
});

test('a good build mounts every route, its chunks loaded from the build as a browser loads them', () => {
  const dir = tasksBuild(CHUNK_LOADING_LIFECYCLES, { 'screen.0a1b2c3d.js': SCREEN_CHUNK });
  const started = performance.now();
  expect(smokeTestBuild('mf-tasks', dir)).toEqual([
    { path: '/tasks', url: '/tasks', ok: true },
    { path: '/tasks/:id', url: '/tasks/1', ok: true },
  ]);
  expect(performance.now() - started).toBeLessThan(10_000);
  const res = publishCli(dir);
  expect([res.status, res.stderr]).toEqual([0, '']);
  expect(res.stdout).toContain('smoke test: 2 routes of mf-tasks mounted');
});

test('a build whose mount throws is refused, naming the route and the error; nothing is published', () => {
  const res = publishCli(tasksBuild(THROWING_MOUNT_LIFECYCLES));
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('publish mf-tasks: the smoke test refused');
  expect(res.stderr).toContain(`/tasks: mount threw: TypeError: Cannot read properties of undefined (reading 'user')`);
  expect(res.stderr).toContain(`/tasks/:id (/tasks/1): mount threw`);
  expect(published()).toBe(false);
});

test('a build whose first render throws on one route is refused, naming that route', () => {
  const res = publishCli(tasksBuild(THROWING_RENDER_LIFECYCLES));
  expect(res.status).toBe(1);
  expect(res.stderr).toContain(`/tasks/:id (/tasks/1): first render threw: TypeError: Cannot read properties of undefined (reading 'map')`);
  expect(res.stderr).not.toMatch(/- \/tasks:/);
  expect(published()).toBe(false);
});

test('--skip-smoke publishes anyway, for emergencies, and says so', () => {
  const res = publishCli(tasksBuild(THROWING_MOUNT_LIFECYCLES), '--skip-smoke');
  expect([res.status, res.stderr]).toEqual([0, '']);
  expect(res.stdout).toContain('warning: the smoke test of mf-tasks was skipped (--skip-smoke)');
  expect(readHistory(registry, 'mf-tasks').map((entry) => entry.action)).toEqual(['publish', 'promote']);
});

test('team code runs only in the sandbox: no page globals of Node, an empty environment, no file outside the build', () => {
  const res = publishCli(tasksBuild(PRYING_LIFECYCLES));
  expect(res.status).toBe(1);
  // The CLI's token is in its own environment, never in the child's.
  expect(res.stderr).toContain('env {"NODE_ENV":"production"} read ERR_ACCESS_DENIED page-process undefined');
  expect(res.stderr).not.toContain('secret-token');
});

test('`release smoke` runs the same test alone: one line per route, exit 1 when one fails, no registry touched', () => {
  const res = runCli(['smoke', 'mf-tasks', '--from', tasksBuild(THROWING_RENDER_LIFECYCLES), '--registry', registry]);
  expect(res.status).toBe(1);
  expect(res.stdout).toContain('  ok    /tasks\n');
  expect(res.stdout).toContain(
    `  FAIL  /tasks/:id (/tasks/1): first render threw: TypeError: Cannot read properties of undefined (reading 'map')`,
  );
  expect(res.stdout).toContain('1 of 2 routes of mf-tasks mounted');
  expect(published()).toBe(false);
});

test('a route that never settles fails at its step; code that never returns gets the child killed, naming the route', () => {
  const limits = { ...SMOKE_LIMITS };
  Object.assign(SMOKE_LIMITS, { routeMs: 1500, startMs: 5000 });
  try {
    const dir = tasksBuild(HANGING_LIFECYCLES);
    expect(() => smokeTestBuild('mf-tasks', dir)).toThrow(
      'the smoke test of mf-tasks ended while mounting /tasks/:id (killed after 8 s: code that never returns?)',
    );
    const onlyList = tasksBuild(HANGING_LIFECYCLES, {
      'routes.json': JSON.stringify({ area: 'mf-tasks', routes: [{ path: '/tasks', name: 'tasks', title: 'tasks' }] }),
    });
    expect(smokeTestBuild('mf-tasks', onlyList)).toEqual([
      { path: '/tasks', url: '/tasks', ok: false, stage: 'mount', message: "Error: mount did not settle within the route's 1500 ms" },
    ]);
  } finally {
    Object.assign(SMOKE_LIMITS, limits);
  }
});
