// The bench's console report: one row per route, Lighthouse, INP, the scale run, area switch, builds, release steps,
// then the performance targets beside what this run measured.
import type { BenchResult } from './bench-result';
import { printInteractions } from './interactions';
import { printLighthouse } from './lighthouse';
import { printScaleRun } from './scale-run';
import { targetRows } from './targets';

export function printReport(result: BenchResult) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\nRoute loads (median of ${result.runs} cold loads, headless Chromium, no throttling)`);
  console.table(
    [...(result.baseline ? [['bare MF baseline', result.baseline] as const] : []), ...Object.entries(result.routes)].map(([route, r]) => ({
      route,
      '÷ baseline': result.baseline ? (r.contentMs / result.baseline.contentMs).toFixed(2) : '-',
      'JS req': r.jsRequests,
      'JS KB raw': kb(r.jsRaw),
      'JS KB gzip': kb(r.jsGzip),
      'FCP ms': Math.round(r.fcpMs),
      'content ms': Math.round(r.contentMs),
      'LCP ms': Math.round(r.lcpMs),
      CLS: r.cls.toFixed(3),
      'TBT ms': Math.round(r.tbtMs),
      'react-dom': r.reactDomCopies,
      'hydration warnings': r.hydrationWarnings,
    })),
  );
  console.log("'÷ baseline': time to main content over the bare MF host + one remote's (tooling/webpack/bench-baseline).");
  if (result.lighthouse.length) printLighthouse(result.lighthouse);
  if (result.interactions.length) printInteractions(result.interactions);
  printScaleRun(result.scale);
  if (result.areaSwitchMs !== null) console.log(`\nArea switch /home → /exchange (header link): ${Math.round(result.areaSwitchMs)} ms`);
  const builds = Object.entries(result.builds);
  if (builds.length) {
    console.table(builds.map(([pkg, b]) => ({ package: pkg, 'production build s': b.seconds.toFixed(1), 'webpack cache': b.cache })));
    console.log(`pnpm build total: ${builds.reduce((sum, [, b]) => sum + b.seconds, 0).toFixed(1)} s`);
  }
  const steps = Object.entries(result.release);
  if (steps.length) console.table(steps.map(([step, ms]) => ({ 'release step': step, ms: Math.round(ms) })));
  console.log('\nPerformance targets (this run)');
  console.table(
    targetRows(result).map((r) => ({
      figure: r.figure,
      target: r.target,
      measured: r.measured,
      met: r.met === null ? '-' : r.met ? 'yes' : 'NO',
    })),
  );
}
