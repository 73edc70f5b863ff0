import { performance } from 'node:perf_hooks';
import { publish, rollback } from '@survey/release';
import { changedBuild } from '../support/changed-build';

/** Times publishing (with promote) a changed mf-tasks build and rolling it back. */
export async function measureRelease(registry: string): Promise<Record<string, number>> {
  const from = changedBuild('mf-tasks', '任务大厅', '任务大厅·新版');
  const log = () => undefined;
  let started = performance.now();
  publish('mf-tasks', { registry, from, promote: true, log });
  const publishMs = performance.now() - started;
  started = performance.now();
  rollback('mf-tasks', { registry, log });
  const rollbackMs = performance.now() - started;
  return { 'publish --promote mf-tasks': publishMs, 'rollback mf-tasks': rollbackMs };
}
