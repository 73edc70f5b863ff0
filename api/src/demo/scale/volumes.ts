// How much of everything a scale seed makes, and how it is spread: every volume is proportional to the
// member count, and activity is Zipf-like (a member's activity falls with a power of its rank in a
// shuffled order), so a few members are very active and most are not, as on a real site.

/** Averages per member (the volumes at 1M members: ~20M ledger rows, ~1M orders, ~5M task joins). */
export const PER_MEMBER = { ledger: 20, orders: 1, joins: 5, messages: 3, responses: 1 } as const;
/** Ordinary (non-group) tasks: one per 500 members; groups: one per 5,000, each with a few topics. */
export const TASKS_PER_MEMBER = 1 / 500;
export const GROUPS_PER_MEMBER = 1 / 5000;
export const TOPICS_PER_GROUP = 5;
export const PARTICIPANTS_PER_GROUP = 50;
/** History reaches back three years; newer dates are denser. */
export const HISTORY_MS = 3 * 365 * 86_400_000;
/** The Zipf exponent: at 1M members the most active member has ~100k ledger rows, the median ~10. */
const ZIPF = 0.7;

/** A small, fast, seedable generator (mulberry32): the same seed makes the same database. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number whose expectation is `x` (2.3 is 2 seven times in ten and 3 three times). */
export const roundRandom = (x: number, rnd: () => number): number => Math.floor(x) + (rnd() < x - Math.floor(x) ? 1 : 0);

/**
 * Each member's activity (mean 1 over all members): member ids are shuffled into ranks and rank r
 * gets r^-ZIPF. Index 0 is unused (member ids start at 1).
 */
export function activities(members: number, seed: number): Float64Array {
  const rnd = random(seed);
  const rank = new Int32Array(members + 1);
  for (let i = 1; i <= members; i++) rank[i] = i;
  for (let i = members; i > 1; i--) {
    const j = 1 + Math.floor(rnd() * i);
    [rank[i], rank[j]] = [rank[j], rank[i]];
  }
  let sum = 0;
  for (let r = 1; r <= members; r++) sum += r ** -ZIPF;
  const mean = sum / members;
  const activity = new Float64Array(members + 1);
  for (let i = 1; i <= members; i++) activity[i] = rank[i] ** -ZIPF / mean;
  return activity;
}

/** A moment in [from, to), denser towards `to` (the square of a uniform number is near 0 more often). */
export const recentBiased = (from: number, to: number, rnd: () => number): number => {
  const u = rnd();
  return Math.floor(to - (to - from) * u * u) - 1;
};
