// Read models of the member's earnings: task earnings by day and month, credit tiers, quality level.
import type { CreditOverview, CreditTier, QualityOverview } from '@survey/contract';
import type { Queryable } from '../db';

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

export const CREDIT_TIERS: CreditTier[] = [
  { level: 1, name: '普通会员', min: 0 },
  { level: 2, name: '白银会员', min: 50 },
  { level: 3, name: '黄金会员', min: 100 },
  { level: 4, name: '铂金会员', min: 200 },
  { level: 5, name: '钻石会员', min: 500 },
];

const RIGHTS = [
  { level: 1, title: '参与全部公开任务', description: '问卷、试用、看视频等任务均可参与' },
  { level: 2, title: '兑换 95 折', description: '兑换中心商品享 95 折金币价' },
  { level: 3, title: '高价值任务优先推荐', description: '高金币任务优先向你推送' },
  { level: 4, title: '兑换审核加急', description: '兑换申请 24 小时内审核' },
  { level: 5, title: '专属客服', description: '一对一客服，优先处理反馈' },
];

export function creditOverview(credit: number): CreditOverview {
  const tier = [...CREDIT_TIERS].reverse().find((t) => credit >= t.min) ?? CREDIT_TIERS[0];
  const next = CREDIT_TIERS.find((t) => t.level === tier.level + 1) ?? null;
  return { credit, tier, next, tiers: CREDIT_TIERS, rights: RIGHTS.map((r) => ({ ...r, unlocked: r.level <= tier.level })) };
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
