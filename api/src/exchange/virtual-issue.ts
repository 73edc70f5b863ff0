// Issuing a virtual product: at redeem time through the supplier, or later by an operator with a
// code bought elsewhere. A card lands in the member's voucher zone either way.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { maskMobile } from '../lib/mobile';
import type { BenefitRow } from './catalogue';
import { ORDER_STATE, type OrderRow, addEvent, notifyMember } from './order-view';
import { refundOrder } from './refund';
import type { FulfilmentSupplier } from '../providers/fulfilment-supplier';
import { formatGold } from '../lib/gold';

const YEAR_MS = 365 * 86_400_000;

/** Puts the card `code` into the member's voucher zone and onto the order. */
export async function deliverCard(q: Queryable, ctx: ApiContext, order: OrderRow, b: BenefitRow, code: string): Promise<OrderRow> {
  const now = ctx.now();
  await q.sql
    .insertInto('vouchers')
    .values({
      member_id: order.member_id,
      kind: 'card',
      title: b.name,
      rules: b.delivery_note || '凭卡密在官方渠道激活使用。',
      code,
      // A stored-value card carries its face value, to be spent in parts; an activation code has none.
      face_value_fen: b.virtual_kind === 'card' ? b.market_price_fen : 0,
      balance_fen: b.virtual_kind === 'card' ? b.market_price_fen : 0,
      order_id: order.id,
      expires_at: now + YEAR_MS,
      created_at: now,
    })
    .execute();
  return q.sql.updateTable('exchange_orders').set({ code }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
}

/** Issues a virtual product at once through the supplier: a card, or a top-up (which may fail and refund). */
export async function issueVirtual(
  q: Queryable,
  ctx: ApiContext,
  supplier: FulfilmentSupplier,
  order: OrderRow,
  b: BenefitRow,
  mobile: string,
): Promise<OrderRow> {
  const now = ctx.now();
  if (b.virtual_kind === 'topup') {
    const result = await supplier.topUp(mobile);
    if (!result.ok) {
      const failed = await q.sql
        .updateTable('exchange_orders')
        .set({ state: ORDER_STATE.FAILED, note: `${result.reason}，金币已退回`, updated_at: now })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await addEvent(q, ctx, order.id, ORDER_STATE.FAILED, result.reason, 'system');
      await refundOrder(q, ctx, failed, ORDER_STATE.FAILED);
      await notifyMember(
        q,
        ctx,
        order.member_id,
        '兑换发放失败',
        `您兑换的「${b.name}」${result.reason}，${formatGold(order.paid)}已退回。`,
      );
      return failed;
    }
    await addEvent(q, ctx, order.id, ORDER_STATE.ISSUED, `已充值到 ${maskMobile(mobile)}`, 'system');
  } else {
    order = await deliverCard(q, ctx, order, b, await supplier.cardCode());
    await addEvent(q, ctx, order.id, ORDER_STATE.ISSUED, '卡密已发放到卡券专区', 'system');
  }
  await notifyMember(q, ctx, order.member_id, '兑换成功通知', `您兑换的「${b.name}」已发放，请注意查收。`);
  return q.sql
    .updateTable('exchange_orders')
    .set({ state: ORDER_STATE.ISSUED, updated_at: now })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
