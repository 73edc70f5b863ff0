// When a canary is clearly worse than the version live for everyone: the one rule the canary watch
// applies (and the history note quotes). A canary needs enough loads, from more than one or two
// devices (one broken browser reloading must not end it), and its failure rate must exceed twice
// live's plus a margin, so a live version's own background failures (a flaky network, an old
// browser) do not roll back a healthy canary.
import type { VersionHealth } from '@survey/contract';

export const AUTO_ROLLBACK_RULE = { minLoads: 20, minDevices: 3, factor: 2, margin: 0.02 } as const;

export type Rule = { minLoads: number; minDevices: number; factor: number; margin: number };

export interface CanaryVerdict {
  rollback: boolean;
  /** The figures and the rule, one line for the log and history. */
  reason: string;
}

const rate = (h: VersionHealth | undefined) => (h && h.loads > 0 ? h.failures / h.loads : 0);
const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const figures = (name: string, h: VersionHealth | undefined) =>
  `${name} ${h?.loads ?? 0} loads from ${h?.devices ?? 0} devices, ${h?.failures ?? 0} failed (${pct(rate(h))})`;

/** Judges a canary against live over the same window (both from GET /v1/platform/health). */
export function judgeCanary(
  canary: VersionHealth | undefined,
  live: VersionHealth | undefined,
  rule: Rule = AUTO_ROLLBACK_RULE,
): CanaryVerdict {
  const limit = rule.factor * rate(live) + rule.margin;
  const enough = (canary?.loads ?? 0) >= rule.minLoads && (canary?.devices ?? 0) >= rule.minDevices;
  const worse = rate(canary) > limit;
  const reason = `${figures('canary', canary)}; ${figures('live', live)}; rule: ≥ ${rule.minLoads} loads from ≥ ${rule.minDevices} devices and a failure rate above ${rule.factor} × live + ${pct(rule.margin)} = ${pct(limit)}`;
  return { rollback: enough && worse, reason };
}
