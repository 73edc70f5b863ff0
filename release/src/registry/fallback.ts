// Which version a rollback leaves behind as the fallback, from the audit log.
import { readHistory, readReleaseInfo } from './layout';
import { isCanaryStart } from './canary-history';
import { ReleaseError } from '../base/release-error';
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
 * Refuses to make `version` live (for everyone or as a canary) while it stands rolled back as bad,
 * naming that rollback: a CI re-run of `publish --promote` must not quietly undo the watch's or an
 * operator's verdict. `--force` (an explicit decision) passes.
 */
export function refuseBadVersion(registry: string, target: string, version: string, command: string, force?: boolean): void {
  if (force) return;
  const history = readHistory(registry, target);
  if (!badVersions(history).has(version)) return;
  const rolled = history.findLast((e) => (e.action === 'rollback' || e.action === 'auto-rollback') && e.from === version)!;
  const how = rolled.action === 'auto-rollback' ? 'automatically rolled back' : 'rolled back';
  throw new ReleaseError(
    `${command} refused: ${target} ${version} was ${how} as bad by ${rolled.user} at ${rolled.time}${rolled.note ? ` (${rolled.note})` : ''}; fix it and publish a new version, or pass --force to make it live all the same (see \`release history ${target}\`).`,
  );
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
