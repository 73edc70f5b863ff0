// Which version a rollback leaves behind as the fallback, from the audit log.
import { readHistory, readReleaseInfo } from './layout';
import { isCanaryStart } from './canary-history';
import type { HistoryEntry } from '../base/types';

/** Versions rolled away from (by an operator or by the registry itself) and not explicitly made live again since. */
export function badVersions(history: HistoryEntry[]): Set<string> {
  const bad = new Set<string>();
  for (const e of history) {
    if (e.action === 'rollback' || e.action === 'auto-rollback') {
      if (e.from) bad.add(e.from);
      if (e.to) bad.delete(e.to);
    } else if (e.action === 'promote' && e.to) bad.delete(e.to);
  }
  return bad;
}

/**
 * The fallback after a rollback: the most recently live version other than the restored one
 * that was never rolled away from and is still published, or none. A canary was never live for
 * everyone, so starting one does not make it a candidate.
 */
export function fallbackAfterRollback(registry: string, target: string, restored: string, rolledAway: string): string | null {
  const history = readHistory(registry, target);
  const bad = badVersions(history);
  bad.add(rolledAway);
  const seq = history.filter((e) => (e.action === 'promote' || e.action === 'rollback') && e.to && !isCanaryStart(e)).map((e) => e.to!);
  for (let i = seq.length - 1; i >= 0; i--) {
    const v = seq[i];
    if (v === restored || bad.has(v)) continue;
    if (readReleaseInfo(registry, target, v)) return v;
  }
  return null;
}
