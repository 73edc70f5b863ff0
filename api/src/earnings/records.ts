// The ledgers of gold, credit and quality: one row per change, with the balance after it.
import type { Queryable } from '../db';

export type Ledger = 'gold_records' | 'credit_records' | 'quality_records';

/**
 * A page of the member's rows of a ledger, newest first, with their total: after skipping `offset`
 * rows, or — by key, as deep as it goes at the cost of a shallow one — the rows older than `before`.
 */
export async function ledgerPage(
  q: Queryable,
  ledger: Ledger,
  memberId: number,
  size: number,
  from: { offset: number; before?: number },
  /** The member's row count when the caller has it (members.gold_rows): no count query then. */
  known?: number,
) {
  const mine = q.sql.selectFrom(ledger).where('member_id', '=', memberId);
  const { offset, before } = from;
  const rows = await mine
    .$if(before !== undefined, (qb) => qb.where('id', '<', before!))
    .select(['id', 'change', 'reason', 'balance', 'created_at'])
    .orderBy('id', 'desc')
    .limit(size)
    .$if(before === undefined, (qb) => qb.offset(offset))
    .execute();
  const total = known ?? (await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  return { rows, total };
}
