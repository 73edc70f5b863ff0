// The bench's console report: one row per route, then area switch, builds and release steps.
import type { LoadSample } from './cold-load';

/** A route's medians over its cold loads: the sample's figures, how many runs, warnings counted. */
export type RouteFigures = Omit<LoadSample, 'hydrationWarnings'> & { runs: number; hydrationWarnings: number };

export function printReport(result: {
  baseline: RouteFigures | null;
  routes: Record<string, RouteFigures>;
  areaSwitchMs: number | null;
  buildSeconds: Record<string, number>;
  release: Record<string, number>;
  budgets: Record<string, boolean | null>;
  runs: number;
}) {
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
  if (result.areaSwitchMs !== null) console.log(`Area switch /home → /exchange (header link): ${Math.round(result.areaSwitchMs)} ms`);
  const builds = Object.entries(result.buildSeconds);
  if (builds.length) {
    console.table(builds.map(([pkg, s]) => ({ package: pkg, 'production build s': s.toFixed(1) })));
    console.log(`pnpm build total: ${builds.reduce((sum, [, s]) => sum + s, 0).toFixed(1)} s`);
  }
  const steps = Object.entries(result.release);
  if (steps.length) console.table(steps.map(([step, ms]) => ({ 'release step': step, ms: Math.round(ms) })));
  console.log('Budgets met:', result.budgets);
}
