import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

/**
 * Adds (or with a negative change, takes) gold and writes the ledger row with the balance after it, in
 * the caller's transaction. `ref` names the cause (task:<id>, profile): the ledger holds one row per
 * member and ref, so a cause can never be credited twice. A positive change is an earning unless the
 * caller says it gives gold back (`kind: 'refund'`), which rankings do not count.
 */
export async function addGold(
  q: Queryable,
  ctx: ApiContext,
  memberId: number,
  change: number,
  reason: string,
  options: { ref?: string; kind?: 'refund' } = {},
): Promise<number> {
  const updated = await q.sql
    .updateTable('members')
    .set((eb) => ({ gold: eb('gold', '+', change) }))
    .where('id', '=', memberId)
    .where((eb) => eb(eb('gold', '+', change), '>=', 0))
    .returning('gold')
    .executeTakeFirst();
  if (!updated) throw new BusinessError(Codes.INSUFFICIENT, '金币余额不足');
  await q.sql
    .insertInto('gold_records')
    .values({
      member_id: memberId,
      change,
      reason,
      balance: updated.gold,
      ref: options.ref ?? null,
      created_at: ctx.now(),
      kind: change < 0 ? 'spending' : (options.kind ?? 'earning'),
    })
    .execute();
  return updated.gold;
}
