// The publish-time smoke test: mounts each route an area build declares (routes.json) the way the
// shell mounts an area in a browser — the federation container's `./app`, its chunks, then the
// single-spa lifecycles `bootstrap` and `mount` — in a headless page (jsdom), and refuses the
// build when a step or the first render throws, naming the route and the error.
//
// The build is a team's code: it runs only in a child process under the pre-render sandbox's
// rules (prerender-sandbox.ts: the permission model reading only the build and the child's own
// program, no environment, the network and signals closed first, a heap and a time limit). The
// child's program is smoke/smoke-child.js bundled with jsdom into one file: dist/smoke-child.cjs
// in a checkout (bin/build-smoke-child.cjs), carried as text by the packed CLI (bin/pack-cli.cjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBuild, refusal } from '../registry/build';
import { REPO_ROOT } from '../registry/layout';
import { areaTarget, checkAreaBuild } from '../registry/targets/area-target';
import { ReleaseError } from '../base/release-error';
import { sandboxEnv, sandboxFlags } from './prerender-sandbox';
import { SANDBOX_LOCKDOWN_SOURCE } from './sandbox-lockdown-source';

/** The child program's text, put in by the packer (bin/pack-cli.cjs); undefined in a checkout. */
declare const __SURVEY_SMOKE_CHILD__: string | undefined;

export const SMOKE_LIMITS = {
  /** One route, all its steps (the entry, the page's chunks, bootstrap, mount, first render). */
  routeMs: 5000,
  /** Starting the child (jsdom) and writing its answer, beside the routes' time. */
  startMs: 10_000,
};

export interface SmokeResult {
  /** The route as declared (`/task/detail/:id`) and the URL it was mounted at (`/task/detail/1`). */
  path: string;
  url: string;
  ok: boolean;
  /** Where it failed: load, bootstrap, mount or first render. */
  stage?: string;
  message?: string;
}

/** A URL the route matches: each parameter filled with `1`, an optional segment's `?` and a splat dropped. */
export function routeUrl(routePath: string): string {
  return routePath.replace(/:[\w-]+\??/g, '1').replace(/\/\*$/, '') || '/';
}

/** The child's program file, and how to clean up after it. */
function childProgram(): { file: string; done(): void } {
  if (typeof __SURVEY_SMOKE_CHILD__ === 'string') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-smoke-'));
    const file = path.join(dir, 'smoke-child.cjs');
    fs.writeFileSync(file, __SURVEY_SMOKE_CHILD__);
    return { file: fs.realpathSync(file), done: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  if (!REPO_ROOT) throw new ReleaseError('this copy of the release tool carries no smoke test; pack it with `pnpm release pack-cli`.');
  const script = path.join(REPO_ROOT, 'release', 'bin', 'build-smoke-child.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain Node build script of the checkout
  const { smokeChildFile } = require(script) as { smokeChildFile: () => string };
  return { file: fs.realpathSync(smokeChildFile()), done: () => undefined };
}

/**
 * `node -e`: the lockdown, then the program, with `require` and the module's names taken off the
 * global scope, so code that reaches this realm from a page (jsdom is no security boundary)
 * finds only what the permission model and the lockdown leave: reading the build, no network,
 * no process, no thread, no file written, no secret in the environment.
 */
function childSource(file: string): string {
  return `${SANDBOX_LOCKDOWN_SOURCE}
const load = require;
for (const name of ['require', 'module', 'exports', '__filename', '__dirname']) delete globalThis[name];
load(${JSON.stringify(file)});`;
}

/** The child's last line: its results, or why there are none (the route it was mounting when it ended). */
function readAnswer(stdout: string): SmokeResult[] | Error {
  const lines = stdout.trim().split('\n');
  try {
    const value = JSON.parse(lines[lines.length - 1]) as { results?: unknown; error?: unknown; started?: unknown };
    if (typeof value.started === 'string') return new Error(`ended while mounting ${value.started.slice(0, 500)}`);
    if (!Array.isArray(value.results)) return new Error(`failed: ${String(value.error ?? 'no results').slice(0, 2000)}`);
    // Untrusted like the build that made it: only these fields, as strings, bounded.
    return value.results.map((one: Record<string, unknown>) => ({
      path: String(one.path).slice(0, 500),
      url: String(one.url).slice(0, 500),
      ok: one.ok === true,
      ...(one.ok === true ? {} : { stage: String(one.stage).slice(0, 50), message: String(one.message).slice(0, 2000) }),
    }));
  } catch {
    return new Error('sent no answer');
  }
}

/** Mounts every route of the area build in `dir` in the sandbox; one result per route. */
export function smokeTestBuild(area: string, dir: string): SmokeResult[] {
  const target = areaTarget(area);
  const { build, routes } = checkAreaBuild(loadBuild(target, dir), target.buildCommand);
  const buildDir = fs.realpathSync(dir);
  const program = childProgram();
  try {
    const request = {
      dir: buildDir,
      area,
      federationName: build.federationName,
      routeMs: SMOKE_LIMITS.routeMs,
      routes: routes.map((route) => ({ path: route.path, url: routeUrl(route.path) })),
    };
    // A child past every route's time (code that never returns) is killed.
    const limitMs = SMOKE_LIMITS.startMs + SMOKE_LIMITS.routeMs * routes.length;
    const run = spawnSync(
      process.execPath,
      [...sandboxFlags([program.file, buildDir], { codeFromStrings: true }), '-e', childSource(program.file)],
      {
        env: sandboxEnv(),
        cwd: buildDir,
        input: JSON.stringify(request),
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: limitMs,
        killSignal: 'SIGKILL',
        maxBuffer: 4 * 1024 * 1024,
        encoding: 'utf8',
      },
    );
    const results = readAnswer(run.stdout ?? '');
    if (results instanceof Error) {
      const killed = run.signal === 'SIGKILL' ? ` (killed after ${limitMs / 1000} s: code that never returns?)` : '';
      const said = run.stderr.trim().split('\n').slice(-3).join(' ').slice(0, 1000);
      throw new ReleaseError(`the smoke test of ${area} ${results.message}${killed}${said ? `: ${said}` : ''}`);
    }
    return results;
  } finally {
    program.done();
  }
}

/**
 * The check `publish` runs before it uploads or makes anything live: refuses the build when a
 * route's mount or first render throws. Returns the number of routes mounted.
 */
export function checkSmokeTest(area: string, dir: string): number {
  const results = smokeTestBuild(area, dir);
  const failed = results.filter((result) => !result.ok);
  if (failed.length) {
    throw refusal(
      `publish ${area}: the smoke test`,
      failed.map((one) => `${one.path}${one.url === one.path ? '' : ` (${one.url})`}: ${one.stage} threw: ${one.message}`),
      `fix the area so that each route mounts and renders, then build again (\`${areaTarget(area).buildCommand}\`).`,
    );
  }
  return results.length;
}
