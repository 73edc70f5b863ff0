// When a canary is clearly worse than the version live for everyone: the one rule the canary watch
// applies (and the history note quotes; docs/releases.md explains it). Health comes from browsers, so
// the rule counts client addresses, not device ids (signed ids are free, addresses are not): a canary
// needs enough loads and failures seen from at least `minAddresses` addresses, and its failure rate
// must exceed twice live's plus a margin. Both rates weigh each address as one (the mean of each address's own rate),
// so one client reporting many failures can neither end a healthy canary nor, by failing live loads,
// keep a failing one alive; the margin keeps live's own background failures (a flaky network, an
// old browser) from rolling back a healthy canary.
import type { VersionHealth } from '@survey/contract';

export const AUTO_ROLLBACK_RULE = { minLoads: 20, minAddresses: 3, factor: 2, margin: 0.02 } as const;

export type Rule = { minLoads: number; minAddresses: number; factor: number; margin: number };

export interface CanaryVerdict {
  rollback: boolean;
  /** The figures and the rule, one line for the log and history. */
  reason: string;
}

const rate = (h: VersionHealth | undefined) => h?.addressFailureRate ?? 0;
const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const figures = (name: string, h: VersionHealth | undefined) =>
  `${name} ${h?.loads ?? 0} loads from ${h?.addresses ?? 0} addresses, ${h?.failures ?? 0} failed on ${h?.failingAddresses ?? 0} (${pct(rate(h))} per address)`;

/** Judges a canary against live over the same window (both from GET /v1/platform/health, the canary's bucket only). */
export function judgeCanary(
  canary: VersionHealth | undefined,
  live: VersionHealth | undefined,
  rule: Rule = AUTO_ROLLBACK_RULE,
): CanaryVerdict {
  const limit = rule.factor * rate(live) + rule.margin;
  const enough = (canary?.loads ?? 0) >= rule.minLoads && (canary?.failingAddresses ?? 0) >= rule.minAddresses;
  const worse = rate(canary) > limit;
  const reason = `${figures('canary', canary)}; ${figures('live', live)}; rule: ≥ ${rule.minLoads} loads, failures from ≥ ${rule.minAddresses} addresses and a per-address failure rate above ${rule.factor} × live + ${pct(rule.margin)} = ${pct(limit)}`;
  return { rollback: enough && worse, reason };
}
