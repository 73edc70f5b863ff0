// Turns what became of each area version on this page (area-host/load-outcomes.ts) into one
// `load` health event per version tried: failed (with the reason) when its code did not load;
// otherwise held until its first mount settles it, ok or failed with `mount`. A version loaded
// ahead of a click that never came counts as ok when the page is hidden (settle). A mount that
// fails after that first one is an `error` of the version.
import type { HealthEvent } from '@survey/contract';
import { onLoadOutcome } from '../area-host/load-outcomes';

export function watchLoads(report: (event: HealthEvent) => void): { settle(): void; stop(): void } {
  const pending = new Map<string, { area: string; version: string }>();
  const stop = onLoadOutcome((outcome) => {
    const { area, version } = outcome;
    const key = `${area}@${version}`;
    const wasPending = pending.delete(key);
    if (outcome.kind === 'loaded') pending.set(key, { area, version });
    else if (outcome.kind === 'mounted') {
      if (wasPending) report({ kind: 'load', area, version, ok: true });
    } else if (outcome.reason !== 'mount' || wasPending) report({ kind: 'load', area, version, ok: false, reason: outcome.reason });
    else report({ kind: 'error', area, version });
  });
  return {
    settle() {
      for (const { area, version } of pending.values()) report({ kind: 'load', area, version, ok: true });
      pending.clear();
    },
    stop,
  };
}
