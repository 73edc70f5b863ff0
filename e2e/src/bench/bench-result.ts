// What one `pnpm bench` run measured: printed by print-report.ts, written to bench.json.
import type { LoadSample } from './cold-load';
import type { InteractionFigure } from './interactions';
import type { LighthouseFigures } from './lighthouse';
import type { ScaleRun } from './scale-run';

/** A route's medians over its cold loads: the sample's figures, how many runs, warnings counted. */
export type RouteFigures = Omit<LoadSample, 'hydrationWarnings'> & { runs: number; hydrationWarnings: number };

/** One package's production build: seconds, and whether webpack's persistent cache was there. */
export interface BuildFigure {
  seconds: number;
  cache: 'warm' | 'cold';
}

export interface BenchResult {
  at: string;
  runs: number;
  baseline: RouteFigures | null;
  routes: Record<string, RouteFigures>;
  lighthouse: LighthouseFigures[];
  areaSwitchMs: number | null;
  /** INP of the member interactions at 4× CPU slowdown (empty when skipped). */
  interactions: InteractionFigure[];
  /** e2e/artifacts/load.json, or null: the scale run was not run. */
  scale: ScaleRun | null;
  builds: Record<string, BuildFigure>;
  /** Release steps in milliseconds (in process, and whole commands as an operator types them). */
  release: Record<string, number>;
}
