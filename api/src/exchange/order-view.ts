// Exchange orders as the API answers them, their history and the member's messages about them.
import type { ExchangeOrder, ExchangeOrderDetail } from '@survey/contract';
import type { Selectable } from 'kysely';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { ExchangeOrdersTable } from '../db/schema';
import { maskCode } from '../lib/mask';

export type OrderRow = Selectable<ExchangeOrdersTable>;

export const ORDER_STATE = { PENDING: 0, ISSUED: 1, TO_ISSUE: 2, REVOKED: 3, REJECTED: 4, FAILED: 5 } as const;
/** States whose orders count toward a product's per-member limit (the others gave the gold back). */
export const LIVE_STATES = [ORDER_STATE.PENDING, ORDER_STATE.ISSUED, ORDER_STATE.TO_ISSUE];
export const STATE_LABELS = ['待审核', '已发放', '待发放', '已撤销', '已驳回', '发放失败'];

/** E + the China-time date + the id: E20261121000042. */
export const orderNo = (id: number, now: number) =>
  `E${new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** The order as lists show it (card code masked) or as its owner's detail shows it (`wholeCode`). */
export const toOrder = (o: OrderRow, wholeCode = false): ExchangeOrder => ({
  id: o.id,
  orderNo: o.order_no,
  benefitId: o.benefit_id,
  name: o.benefit_name,
  type: o.type,
  image: o.image,
  price: o.price,
  memberDiscount: o.member_discount,
  deduction: o.deduction,
  paid: o.paid,
  state: o.state,
  destination: o.destination_masked,
  code: wholeCode ? o.code : maskCode(o.code),
  tracking: o.tracking,
  note: o.note,
  createdAt: o.created_at,
  updatedAt: o.updated_at,
});

export async function orderDetail(q: Queryable, o: OrderRow, wholeCode: boolean): Promise<ExchangeOrderDetail> {
  const events = await q.sql
    .selectFrom('exchange_order_events')
    .select(['state', 'note', 'created_at'])
    .where('order_id', '=', o.id)
    .orderBy('id')
    .execute();
  const card = await q.sql.selectFrom('vouchers').select('id').where('order_id', '=', o.id).executeTakeFirst();
  return {
    ...toOrder(o, wholeCode),
    events: events.map((e) => ({ state: e.state, note: e.note, createdAt: e.created_at })),
    voucherId: card?.id ?? null,
  };
}

export async function addEvent(
  q: Queryable,
  ctx: ApiContext,
  orderId: number,
  state: number,
  note: string,
  actor: 'member' | 'system' | 'operator',
) {
  await q.sql.insertInto('exchange_order_events').values({ order_id: orderId, state, note, actor, created_at: ctx.now() }).execute();
}

/** A message in the member's inbox (the header bell), in the same transaction as the change it tells of. */
export async function notifyMember(q: Queryable, ctx: ApiContext, memberId: number, title: string, text: string) {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  await q.sql
    .insertInto('messages')
    .values({
      member_id: memberId,
      title,
      content: `<p>${escaped}</p><p><a href="/home/exchange">查看兑换记录</a></p>`,
      created_at: ctx.now(),
    })
    .execute();
}
