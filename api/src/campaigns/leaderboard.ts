// Leaderboards from the gold ledger: what members earned in a period. Only earning rows count (migration
// 071): not what orders gave back, nor the opening balance of an imported account.
import type { RankedMember } from '@survey/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { CST_MS, maskName } from './frame';

interface Period {
  from: number;
  to: number;
}

/** The calendar month (China Standard Time) `monthsBack` months before the one of `now`. */
export function cstMonth(now: number, monthsBack = 0): Period & { label: string } {
  const d = new Date(now + CST_MS);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1) - CST_MS;
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack + 1, 1) - CST_MS;
  const label = new Date(start + CST_MS).toISOString().slice(0, 7);
  return { from: start, to: end, label };
}

const earnings = (q: Queryable, period: Period | null) =>
  q.sql
    .selectFrom('gold_records')
    .innerJoin('members', 'members.id', 'gold_records.member_id')
    // 64-bit: a member's earnings pass 2^31 long before their balance could.
    .select(['members.id', 'members.nickname', 'members.avatar', sql<number>`sum(gold_records.change)::bigint`.as('gold')])
    .where('gold_records.kind', '=', 'earning')
    .$if(period !== null, (qb) => qb.where('gold_records.created_at', '>=', period!.from).where('gold_records.created_at', '<', period!.to))
    .groupBy(['members.id', 'members.nickname', 'members.avatar']);

/** A bigint sum as a JS number, refused rather than rounded past 2^53. */
function gold(sum: number | string): number {
  const n = Number(sum);
  if (!Number.isSafeInteger(n)) throw new Error(`earnings sum ${sum} is beyond a safe integer`);
  return n;
}

/** The top `limit` earners of the period (all time when null), ties by member id. */
export async function topEarners(q: Queryable, period: Period | null, limit: number): Promise<RankedMember[]> {
  const rows = await earnings(q, period).orderBy('gold', 'desc').orderBy('members.id').limit(limit).execute();
  return rows.map((r, i) => ({ rank: i + 1, nickname: maskName(r.nickname), avatar: r.avatar, gold: gold(r.gold) }));
}

/** The member's earnings in the period and their place (null while they earned nothing). */
export async function ownRank(q: Queryable, period: Period | null, memberId: number): Promise<{ rank: number | null; gold: number }> {
  const all = (await earnings(q, period).execute()).map((r) => ({ id: r.id, gold: gold(r.gold) }));
  const mine = all.find((r) => r.id === memberId);
  if (!mine) return { rank: null, gold: 0 };
  const ahead = all.filter((r) => r.gold > mine.gold || (r.gold === mine.gold && r.id < mine.id)).length;
  return { rank: ahead + 1, gold: mine.gold };
}
