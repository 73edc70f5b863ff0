// Demo histories of gold, credit and quality whose rows add up to each member's balances: an
// opening row carries whatever the listed history does not explain.
import type { Queryable } from '../db';
import type { GoldKind } from '../db/schema/earnings';

const DAY = 86_400_000;

/** [change, reason, days ago, 'refund' for gold given back], oldest first. */
export type History = [number, string, number, 'refund'?][];

const CREDIT_HISTORY: Record<number, History> = {
  1: [
    [2, '完成问卷「2026年家庭饮食习惯调查」', 40],
    [1, '完成新手欢迎问卷', 39],
    [5, '连续签到满 7 天', 20],
  ],
};

const QUALITY_HISTORY: Record<number, History> = {
  1: [
    [5, '完成新手欢迎问卷', 39],
    [2, '完成问卷「2026年家庭饮食习惯调查」', 38],
    [-5, '答题过短：「城市生活满意度调查」', 25],
  ],
};

type Ledger = 'gold_records' | 'credit_records' | 'quality_records';

const OPENING = '账户期初余额';

async function writeHistory(q: Queryable, ledger: Ledger, memberId: number, balance: number, since: number, now: number, history: History) {
  const explained = history.reduce((sum, [change]) => sum + change, 0);
  const rows: [number, string, number, GoldKind][] = [];
  if (balance !== explained) rows.push([balance - explained, OPENING, since, 'opening']);
  for (const [change, reason, daysAgo, refund] of history)
    rows.push([change, reason, now - daysAgo * DAY, change < 0 ? 'spending' : (refund ?? 'earning')]);
  let running = 0;
  for (const [change, reason, createdAt, kind] of rows) {
    running += change;
    const row = { member_id: memberId, change, reason, balance: running, created_at: createdAt };
    // Only the gold ledger says what each row is (migration 071).
    if (ledger === 'gold_records')
      await q.sql
        .insertInto(ledger)
        .values({ ...row, kind })
        .execute();
    else await q.sql.insertInto(ledger).values(row).execute();
  }
}

/** Writes the gold (from `gold`), credit and quality histories of every member. */
export async function seedEarnings(q: Queryable, now: number, gold: Record<number, History>): Promise<void> {
  const members = await q.sql.selectFrom('members').select(['id', 'gold', 'credit', 'quality', 'created_at']).orderBy('id').execute();
  for (const m of members) {
    await writeHistory(q, 'gold_records', m.id, m.gold, m.created_at, now, gold[m.id] ?? []);
    await writeHistory(q, 'credit_records', m.id, m.credit, m.created_at, now, CREDIT_HISTORY[m.id] ?? []);
    await writeHistory(q, 'quality_records', m.id, m.quality, m.created_at, now, QUALITY_HISTORY[m.id] ?? []);
  }
}
