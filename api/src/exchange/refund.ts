// Giving back what an order took: its gold (a ledger row of its own), its stock and its coupon.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { addGold } from '../earnings/gold';
import { type OrderRow, STATE_LABELS } from './order-view';

/** Call inside the transaction that moved `order` to a refunding state (3, 4 or 5). Returns the new balance. */
export async function refundOrder(q: Queryable, ctx: ApiContext, order: OrderRow, state: number): Promise<number | null> {
  // One refund per order: the ledger reference is unique per member.
  const reason = `兑换退回「${order.benefit_name}」（${STATE_LABELS[state]}）`;
  const gold =
    order.paid > 0
      ? await addGold(q, ctx, order.member_id, order.paid, reason, { ref: `exchange-refund:${order.id}`, kind: 'refund' })
      : null;
  await q.sql
    .updateTable('benefits')
    .set((eb) => ({ stock: eb('stock', '+', 1), exchanged: eb.fn('greatest', [eb('exchanged', '-', 1), eb.lit(0)]) }))
    .where('id', '=', order.benefit_id)
    .execute();
  if (order.coupon_id !== null) {
    await q.sql.updateTable('vouchers').set({ state: 0, used_at: null }).where('id', '=', order.coupon_id).execute();
  }
  return gold;
}
