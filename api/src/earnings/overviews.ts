// Read models of the member's earnings: task earnings by day and month, credit tiers, quality level.
import type { CreditOverview, QualityOverview } from '@survey/contract';
import type { Queryable } from '../db';
import { CREDIT_TIERS, RIGHTS, creditTier } from './rights';

const DAY_MS = 86_400_000;
const CST_MS = 8 * 3600_000;

/** Start of the China Standard Time day and month containing `now` (epoch ms). */
export function cstPeriods(now: number) {
  const local = new Date(now + CST_MS);
  const dayStart = Math.floor((now + CST_MS) / DAY_MS) * DAY_MS - CST_MS;
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CST_MS;
  return { dayStart, monthStart };
}

/** Gold and completions of recorded completions since `since`. */
export async function taskEarnings(q: Queryable, memberId: number, since: number) {
  const row = await q.sql
    .selectFrom('task_joins')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('gold'), eb.lit(0)).as('gold'), eb.fn.countAll<number>().as('tasks')])
    .where('member_id', '=', memberId)
    .where('state', '=', 1)
    .where('finished_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { gold: Number(row.gold), tasks: Number(row.tasks) };
}

export function creditOverview(credit: number): CreditOverview {
  const tier = creditTier(credit);
  const next = CREDIT_TIERS.find((t) => t.level === tier.level + 1) ?? null;
  const rights = RIGHTS.map(({ level, title, description }) => ({ level, title, description, unlocked: level <= tier.level }));
  return { credit, tier, next, tiers: CREDIT_TIERS, rights };
}

/** The spec's point ranges: 0~34, 35~84, 85~299, 300~499, ≥500 are levels 1 to 5. */
const RANGES = [
  { min: 0, max: 34 },
  { min: 35, max: 84 },
  { min: 85, max: 299 },
  { min: 300, max: 499 },
  { min: 500, max: null },
];

export function qualityOverview(quality: number): QualityOverview {
  const index = RANGES.findLastIndex((r) => quality >= r.min);
  const range = RANGES[Math.max(index, 0)];
  return { quality, level: Math.max(index, 0) + 1, min: range.min, max: range.max };
}
