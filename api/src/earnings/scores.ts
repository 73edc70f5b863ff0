// Credit (rights value) and quality score change only here, each with a history row carrying the
// balance after it, in the caller's transaction. Neither goes below 0.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

type Score = 'credit' | 'quality';
const TABLE = { credit: 'credit_records', quality: 'quality_records' } as const;

/** Changes a member's credit or quality by `change` (clamped at 0); returns the change applied. */
export async function addScore(
  q: Queryable,
  ctx: ApiContext,
  score: Score,
  memberId: number,
  change: number,
  reason: string,
  ref?: string,
): Promise<number> {
  if (change === 0) return 0;
  const row = await q.sql.selectFrom('members').select(score).where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  const before = row[score];
  const after = Math.max(before + change, 0);
  if (after === before) return 0;
  await q.sql
    .updateTable('members')
    .set({ [score]: after })
    .where('id', '=', memberId)
    .execute();
  await q.sql
    .insertInto(TABLE[score])
    .values({ member_id: memberId, change: after - before, balance: after, reason, ref: ref ?? null, created_at: ctx.now() })
    .execute();
  return after - before;
}

/** Whether the ledger already holds a row for this cause. */
export async function hasRef(q: Queryable, ledger: 'gold_records' | 'credit_records' | 'quality_records', memberId: number, ref: string) {
  const row = await q.sql.selectFrom(ledger).select('id').where('member_id', '=', memberId).where('ref', '=', ref).executeTakeFirst();
  return Boolean(row);
}
