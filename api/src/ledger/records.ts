// The ledgers of gold, credit and quality: one row per change, with the balance after it.
import type { Queryable } from '../db';

export type Ledger = 'gold_records' | 'credit_records' | 'quality_records';

/** A page of the member's rows of a ledger, newest first, with their total. */
export async function ledgerPage(q: Queryable, ledger: Ledger, memberId: number, size: number, offset: number) {
  const mine = q.sql.selectFrom(ledger).where('member_id', '=', memberId);
  const rows = await mine
    .select(['id', 'change', 'reason', 'balance', 'created_at'])
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: n };
}
