import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promote, publish, rollback } from '@survey/release';
import { repoRoot } from '../support/site';
import { changedBuild } from '../support/changed-build';

/** The operator's rollback as typed: through pnpm, and the launcher pnpm runs, without it. */
export const ROLLBACK_COMMANDS = {
  'pnpm release rollback mf-tasks': ['pnpm', ['release', 'rollback', 'mf-tasks']],
  'node release/bin/release.cjs rollback mf-tasks': [
    process.execPath,
    [path.join(repoRoot, 'release', 'bin', 'release.cjs'), 'rollback', 'mf-tasks'],
  ],
} as const;

/** Median wall time of `runs` whole rollback commands, the changed build promoted again before each. */
function timeCommand(
  [command, args]: (typeof ROLLBACK_COMMANDS)[keyof typeof ROLLBACK_COMMANDS],
  registry: string,
  version: string,
  runs: number,
): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // The previous run rolled this version back; the bench makes it live again on purpose.
    promote('mf-tasks', version, { registry, force: true, log: () => undefined });
    const started = performance.now();
    execFileSync(command, [...args, '--registry', registry], { cwd: repoRoot, stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * Times publishing (with promote) a changed mf-tasks build and rolling it back inside this
 * process, then the rollback as a whole command (process start-up included).
 */
export async function measureRelease(registry: string, runs = 5): Promise<Record<string, number>> {
  const from = changedBuild('mf-tasks', '任务大厅', '任务大厅·新版');
  const log = () => undefined;
  let started = performance.now();
  const { version } = publish('mf-tasks', { registry, from, promote: true, log });
  const publishMs = performance.now() - started;
  started = performance.now();
  rollback('mf-tasks', { registry, log });
  const rollbackMs = performance.now() - started;
  const figures: Record<string, number> = {
    'publish --promote mf-tasks (in process)': publishMs,
    'rollback mf-tasks (in process)': rollbackMs,
  };
  for (const [name, command] of Object.entries(ROLLBACK_COMMANDS)) figures[name] = timeCommand(command, registry, version, runs);
  return figures;
}
