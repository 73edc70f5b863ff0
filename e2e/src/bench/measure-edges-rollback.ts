// The operator's rollback on the edges layout — the pieces of `PROD_EDGES=2 pnpm prod:local`: the
// registry service over the bench site's registry, with its pre-rendered pages (`pages/`), and two
// nginx edges in front of it. Each run first makes a changed mf-tasks live (in this process, its
// pages' markup rendered, both edges serving it), then starts `node release/bin/release.cjs
// rollback mf-tasks` against the service with the run's operator token and, from that same
// instant, polls both edges every 20 ms until each serves the rolled-back version in /remotes.json
// and in the page of /task (a page inlines the manifest; until the rollback it names the changed
// version's files). Three figures per run, medians kept: the command's own duration (process
// start-up and the HTTP call included), the service's time inside the registry lock (the `(N ms)`
// the command prints) and the time from the command's start until both edges serve the rollback.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { type LiveManifest, pagesRendered, promote, publish } from '@survey/release';
import { changedBuild } from '../support/changed-build';
import { startEdgesSite } from '../support/edges-site';
import { repoRoot, type TestSite } from '../support/site';
import { median } from './median';

const RELEASE_CLI = path.join(repoRoot, 'release', 'bin', 'release.cjs');
const POLL_MS = 20;
export const EDGES_ROLLBACK = {
  command: 'rollback mf-tasks on the edges layout: the whole remote command',
  service: 'rollback mf-tasks on the edges layout: inside the registry service',
  edges: "rollback mf-tasks on the edges layout: from the command's start until both edges serve it",
} as const;

async function liveTasks(edge: string): Promise<string | undefined> {
  const manifest = (await (await fetch(`${edge}/remotes.json`)).json()) as LiveManifest;
  return manifest.areas.find((area) => area.area === 'mf-tasks')?.version;
}

/** Whether `edge` serves `version` of mf-tasks in remotes.json and the page of /task, and no file of `gone` there. */
async function serves(edge: string, version: string, gone: string | null): Promise<boolean> {
  if ((await liveTasks(edge)) !== version) return false;
  const page = await (await fetch(`${edge}/task`, { headers: { accept: 'text/html' } })).text();
  return page.includes(`/areas/mf-tasks/${version}/`) && (gone === null || !page.includes(`/areas/mf-tasks/${gone}/`));
}

/** Milliseconds from `started` until `edge` serves `version` (see serves). */
async function servedAt(edge: string, version: string, gone: string | null, started: number): Promise<number> {
  while (!(await serves(edge, version, gone))) await delay(POLL_MS);
  return performance.now() - started;
}

function finished(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Medians of `runs` rollbacks (nginx is needed: `findNginx` installs it as root on Debian, else says how). */
export async function measureEdgesRollback(site: TestSite, runs = 5): Promise<Record<string, number>> {
  const edges = await startEdgesSite(site, 2);
  try {
    const token = readFileSync(edges.operatorTokenFile, 'utf8').trim();
    const from = changedBuild('mf-tasks', '任务大厅', '任务大厅·回滚');
    const original = (await liveTasks(edges.urls[0]))!;
    const { version } = publish('mf-tasks', { registry: site.registry, from, log: () => undefined });
    const figures: Record<keyof typeof EDGES_ROLLBACK, number[]> = { command: [], service: [], edges: [] };
    for (let run = 0; run < runs; run += 1) {
      // The version the previous run rolled back: promoted again on purpose.
      promote('mf-tasks', version, { registry: site.registry, force: true, log: () => undefined });
      await pagesRendered();
      // Its page still names the original as its fallback: only its own files are looked for.
      await Promise.all(edges.urls.map((edge) => servedAt(edge, version, null, performance.now())));
      const started = performance.now();
      const child = spawn(process.execPath, [RELEASE_CLI, 'rollback', 'mf-tasks'], {
        cwd: repoRoot,
        env: { ...process.env, SURVEY_REGISTRY: edges.origin, SURVEY_RELEASE_TOKEN: token },
      });
      const [done, ...edgeTimes] = await Promise.all([
        finished(child).then((outcome) => ({ ...outcome, ms: performance.now() - started })),
        ...edges.urls.map((edge) => servedAt(edge, original, version, started)),
      ]);
      if (done.code !== 0) throw new Error(`the remote rollback exited ${done.code}: ${done.stderr}${done.stdout}`);
      figures.command.push(done.ms);
      figures.service.push(Number(/\((\d+) ms\)/.exec(done.stdout)?.[1] ?? NaN));
      figures.edges.push(Math.max(...edgeTimes));
    }
    return Object.fromEntries(
      Object.entries(figures).map(([key, values]) => [EDGES_ROLLBACK[key as keyof typeof EDGES_ROLLBACK], median(values)]),
    );
  } finally {
    await edges.close();
  }
}
