// What became of each area version the shell tried on this page, for the health reporter
// (src/health): kept from boot and replayed to a listener that starts later (the reporter
// starts after the first paint, when the first screen's area has usually loaded already).
import type { AreaFailureReason } from '@survey/contract';

export type LoadOutcome = { area: string; version: string } & (
  | /** Its code (entry and the page's chunks) loaded. */ { kind: 'loaded' }
  | /** It mounted (or hydrated) in its slot. */ { kind: 'mounted' }
  | /** It failed to load, or to mount. */ { kind: 'failed'; reason: AreaFailureReason }
);

const outcomes: LoadOutcome[] = [];
const listeners = new Set<(outcome: LoadOutcome) => void>();

export function recordOutcome(outcome: LoadOutcome): void {
  outcomes.push(outcome);
  for (const listener of [...listeners]) listener(outcome);
}

/** Calls `listener` with every outcome so far, then with each new one; returns the unsubscribe. */
export function onLoadOutcome(listener: (outcome: LoadOutcome) => void): () => void {
  for (const outcome of outcomes) listener(outcome);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
