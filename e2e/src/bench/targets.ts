// The performance target table, each figure beside what this bench run measured. Reported, never
// asserted: a benchmark on a shared 2-core machine must not fail a build.
import type { BenchResult } from './bench-result';
import { ROLLBACK_COMMANDS } from './measure-release';

export interface TargetRow {
  figure: string;
  today: string;
  target: string;
  measured: string;
  /** null: not measured in this run (a subset of routes, or a step skipped). */
  met: boolean | null;
}

type Check = { measured: string; met: boolean } | null;

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function row(figure: string, today: string, target: string, check: Check): TargetRow {
  return { figure, today, target, measured: check?.measured ?? '-', met: check?.met ?? null };
}

export function targetRows(result: BenchResult): TargetRow[] {
  const landing = result.routes['/'];
  const lighthouse = new Map(result.lighthouse.map((figures) => [figures.path, figures]));
  const landingLh = lighthouse.get('/');
  const scored = ['/', '/login', '/exchange'].map((route) => lighthouse.get(route)).filter((f) => f !== undefined);
  const areaBuilds = Object.entries(result.builds).filter(([name]) => name.startsWith('mf-'));
  const slowest = areaBuilds.sort(([, a], [, b]) => b.seconds - a.seconds)[0];
  const rollback = result.release[Object.keys(ROLLBACK_COMMANDS)[0]];
  const routes = Object.values(result.routes);
  return [
    row(
      '`/` JS gzip',
      '208 KB',
      '≤ 150 KB',
      landing ? { measured: `${fixed(landing.jsGzip / 1024, 1)} KB`, met: landing.jsGzip / 1024 <= 150 } : null,
    ),
    row(
      '`/` time to content ÷ bare MF baseline',
      '1.25–1.8',
      '≤ 0.8',
      landing && result.baseline
        ? { measured: fixed(landing.contentMs / result.baseline.contentMs, 2), met: landing.contentMs / result.baseline.contentMs <= 0.8 }
        : null,
    ),
    row(
      'Lighthouse mobile performance, `/` `/login` `/exchange`',
      '44–47 on `/`',
      '≥ 90',
      scored.length
        ? { measured: scored.map((f) => `${f.path} ${f.score}`).join(', '), met: scored.length === 3 && scored.every((f) => f.score >= 90) }
        : null,
    ),
    row(
      'LCP / CLS / TBT on `/` (Lighthouse mobile)',
      '6.0 s / 0.45 / 450–560 ms',
      '≤ 2.5 s / < 0.1 / ≤ 200 ms',
      landingLh
        ? {
            measured: `${fixed(landingLh.lcpMs / 1000, 1)} s / ${fixed(landingLh.cls, 3)} / ${fixed(landingLh.tbtMs)} ms`,
            met: landingLh.lcpMs <= 2500 && landingLh.cls < 0.1 && landingLh.tbtMs <= 200,
          }
        : null,
    ),
    row(
      'area switch by header link, area not yet loaded',
      '80–127 ms',
      '≤ 100 ms',
      result.areaSwitchMs === null ? null : { measured: `${fixed(result.areaSwitchMs)} ms`, met: result.areaSwitchMs <= 100 },
    ),
    row(
      "one area's production build (slowest area)",
      '12–15 s',
      '≤ 8 s',
      slowest
        ? { measured: `${fixed(slowest[1].seconds, 1)} s (${slowest[0]}, cache ${slowest[1].cache})`, met: slowest[1].seconds <= 8 }
        : null,
    ),
    row(
      'react-dom copies',
      '1',
      '1',
      routes.length
        ? { measured: String(Math.max(...routes.map((r) => r.reactDomCopies))), met: routes.every((r) => r.reactDomCopies === 1) }
        : null,
    ),
    row(
      '`pnpm release rollback <area>`, whole command',
      '0.6–1.8 s',
      '< 0.5 s',
      rollback === undefined ? null : { measured: `${fixed(rollback / 1000, 2)} s`, met: rollback < 500 },
    ),
  ];
}
