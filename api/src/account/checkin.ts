// Daily check-in (每日签到): a streak of calendar days in China Standard Time, each paying gold.
import type { CheckinState } from '@survey/contract';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { addGold } from '../earnings/gold';

const DAY_MS = 86_400_000;
/** Calendar day in China Standard Time (UTC+8), YYYY-MM-DD. */
export const cstDay = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
export const checkinReward = (streak: number): number => Math.min(10 + 5 * (Math.max(streak, 1) - 1), 40);

export async function checkinState(q: Queryable, ctx: ApiContext, memberId: number): Promise<CheckinState> {
  const now = ctx.now();
  const today = cstDay(now);
  const yesterday = cstDay(now - DAY_MS);
  const monthStart = `${today.slice(0, 7)}-01`;
  const from = yesterday < monthStart ? yesterday : monthStart;
  const rows = await q.sql
    .selectFrom('checkins')
    .select(['day', 'streak', 'reward'])
    .where('member_id', '=', memberId)
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  const t = rows.find((r) => r.day === today);
  const y = rows.find((r) => r.day === yesterday);
  const streak = t ? t.streak : y ? y.streak : 0;
  return {
    checkedToday: Boolean(t),
    streak,
    todayReward: t ? t.reward : checkinReward(streak + 1),
    nextReward: t ? checkinReward(t.streak + 1) : checkinReward(streak + 2),
    days: rows.filter((r) => r.day >= monthStart).map((r) => r.day),
  };
}

/** Checks the member in today and pays the reward, in the caller's transaction; null when already checked in. */
export async function recordCheckIn(q: Queryable, ctx: ApiContext, id: number) {
  const now = ctx.now();
  const yesterday = await q.sql
    .selectFrom('checkins')
    .select('streak')
    .where('member_id', '=', id)
    .where('day', '=', cstDay(now - DAY_MS))
    .executeTakeFirst();
  const streak = (yesterday?.streak ?? 0) + 1;
  const reward = checkinReward(streak);
  // The (member, day) key makes a second check-in the same day a no-op, even when two race.
  const inserted = await q.sql
    .insertInto('checkins')
    .values({ member_id: id, day: cstDay(now), streak, reward, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  if (!inserted) return null;
  const gold = await addGold(q, ctx, id, reward, `每日签到（连续${streak}天）`);
  return { reward, streak, gold };
}
