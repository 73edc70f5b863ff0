// How canaries appear in history.jsonl: a `promote` whose note starts with `canary <percent>%`
// (started, replaced or raised), and a `rollback`/`auto-rollback` from the canary to the live
// version when it ends. The audit log stays one list of actions; the note tells the channel.
import type { HistoryEntry } from '../base/types';

/** `canary 10%`, or `canary 10% → 50%` when the percent of a running canary changes. */
export function canaryNote(percent: number, previousPercent?: number): string {
  return previousPercent === undefined ? `canary ${percent}%` : `canary ${previousPercent}% → ${percent}%`;
}

/** A canary started, replaced or raised: the version was not made live for everyone. */
export function isCanaryStart(e: HistoryEntry): boolean {
  return e.action === 'promote' && /^canary \d+%/.test(e.note ?? '');
}
