// The scale run's table in the bench: e2e/artifacts/load.json as `pnpm --filter @survey/e2e load`
// last wrote it (the million-member database is not rebuilt by a bench run), or null when it never ran.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/site';

export interface ScaleRow {
  call: string;
  rate: number;
  requests: number;
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  targetP99Ms: number;
  met: boolean;
}

export interface ScaleRun {
  at: string;
  cores: number;
  seconds: number;
  volumes: Record<string, number>;
  rows: ScaleRow[];
}

export const LOAD_REPORT = path.join(repoRoot, 'e2e', 'artifacts', 'load.json');

export function readScaleRun(file = LOAD_REPORT): ScaleRun | null {
  if (!existsSync(file)) return null;
  const { at, cores, seconds, volumes, rows } = JSON.parse(readFileSync(file, 'utf8')) as ScaleRun;
  return { at, cores, seconds, volumes, rows };
}

export function printScaleRun(run: ScaleRun | null): void {
  if (!run) {
    console.log('\nScale run: not run (pnpm --filter @survey/e2e load writes e2e/artifacts/load.json)');
    return;
  }
  const volumes = Object.entries(run.volumes)
    .map(([name, count]) => `${count.toLocaleString('en')} ${name}`)
    .join(', ');
  console.log(`\nScale run of ${run.at} (${volumes}; ${run.seconds} s per call, ${run.cores} cores)`);
  console.table(
    run.rows.map((r) => ({
      call: r.call,
      'rate/s': r.rate,
      requests: r.requests,
      'answers/s': r.throughput,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      'target p99': `≤ ${r.targetP99Ms}`,
      met: r.met ? 'yes' : 'NO',
    })),
  );
}
