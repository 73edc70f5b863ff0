// What an operator does to orders waiting for a person (cash and physical products, and virtual ones
// when no supplier issues them): review, issue, reject, revoke, or record a failed issue. Every refunding move gives the gold back with
// its own ledger row in the same transaction as the state change.
import type { OperatorOrder, OperatorOrderPage, OrderAction, OrderActionBody } from '@survey/contract';
import { BusinessError, Codes, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { maskMobile } from '../lib/mobile';
import type { BenefitRow } from './catalogue';
import { ExchangeCodes, exchangeError } from './errors';
import { ORDER_STATE, type OrderRow, STATE_LABELS, addEvent, notifyMember, orderDetail } from './order-view';
import { refundOrder } from './refund';
import { deliverCard } from './virtual-issue';
import { formatGold } from '../lib/gold';

interface Move {
  from: number[];
  to: number;
  refund: boolean;
  /** What the member's record says, given the operator's reason or tracking number. */
  note: (o: OrderRow, body: OrderActionBody) => string;
}

const MOVES: Record<OrderAction, Move> = {
  approve: { from: [ORDER_STATE.PENDING], to: ORDER_STATE.TO_ISSUE, refund: false, note: () => '审核通过，等待发放' },
  issue: {
    from: [ORDER_STATE.PENDING, ORDER_STATE.TO_ISSUE],
    to: ORDER_STATE.ISSUED,
    refund: false,
    note: (o, body) =>
      o.type === 1
        ? '已打款到支付宝'
        : o.type === 2
          ? body.code
            ? '卡密已发放到卡券专区'
            : '已充值'
          : body.tracking
            ? `已发货，物流单号 ${body.tracking}`
            : '已发放',
  },
  reject: {
    from: [ORDER_STATE.PENDING],
    to: ORDER_STATE.REJECTED,
    refund: true,
    note: (o, b) => `审核未通过：${b.reason}，${formatGold(o.paid)}已退回`,
  },
  revoke: {
    from: [ORDER_STATE.PENDING, ORDER_STATE.TO_ISSUE],
    to: ORDER_STATE.REVOKED,
    refund: true,
    note: (o, b) => `订单已撤销：${b.reason}，${formatGold(o.paid)}已退回`,
  },
  fail: {
    from: [ORDER_STATE.PENDING, ORDER_STATE.TO_ISSUE],
    to: ORDER_STATE.FAILED,
    refund: true,
    note: (o, b) => `发放失败：${b.reason}，${formatGold(o.paid)}已退回`,
  },
};

/** The card product an issue puts `code` into the voucher zone for; refuses a missing or needless code. */
async function cardProduct(q: Queryable, o: OrderRow, code: string | undefined): Promise<BenefitRow | undefined> {
  const b = o.type === 2 ? await q.sql.selectFrom('benefits').selectAll().where('id', '=', o.benefit_id).executeTakeFirst() : undefined;
  const isCard = Boolean(b && b.virtual_kind !== 'topup');
  if (isCard && !code) throw invalid('请填写要发放的卡密');
  if (!isCard && code) throw invalid('只有卡券类商品发放时填写卡密');
  return isCard ? b : undefined;
}

async function toOperatorOrder(q: Queryable, o: OrderRow): Promise<OperatorOrder> {
  const m = await q.sql.selectFrom('members').select('mobile').where('id', '=', o.member_id).executeTakeFirst();
  // The operator pays and ships: the whole destination, not the member's masked one.
  return {
    ...(await orderDetail(q, o, false)),
    destination: o.destination,
    memberId: o.member_id,
    memberMobile: maskMobile(m?.mobile ?? ''),
  };
}

export async function operateOrder(ctx: ApiContext, id: number, action: OrderAction, body: OrderActionBody): Promise<OperatorOrder> {
  const move = MOVES[action];
  const reason = body.reason?.trim();
  if (move.refund && !reason) throw invalid('请填写原因');
  const input = { ...body, reason, tracking: body.tracking?.trim(), code: body.code?.trim() || undefined };
  return ctx.db.tx(async (q) => {
    const current = await q.sql.selectFrom('exchange_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw new BusinessError(Codes.NOT_FOUND, '订单不存在');
    if (!move.from.includes(current.state)) {
      throw exchangeError(ExchangeCodes.ORDER_STATE, `订单${STATE_LABELS[current.state]}，不能${ACTION_LABELS[action]}`);
    }
    const card = action === 'issue' ? await cardProduct(q, current, input.code) : undefined;
    const note = move.note(current, input);
    let order = await q.sql
      .updateTable('exchange_orders')
      .set({ state: move.to, note, updated_at: ctx.now(), ...(input.tracking ? { tracking: input.tracking } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (card) order = await deliverCard(q, ctx, order, card, input.code!);
    await addEvent(q, ctx, id, move.to, note, 'operator');
    if (move.refund) await refundOrder(q, ctx, order, move.to);
    if (move.to !== ORDER_STATE.TO_ISSUE) {
      await notifyMember(q, ctx, order.member_id, `兑换${STATE_LABELS[move.to]}`, `您兑换的「${order.benefit_name}」${note}。`);
    }
    return toOperatorOrder(q, order);
  });
}

export const ACTION_LABELS: Record<OrderAction, string> = {
  approve: '审核通过',
  issue: '发放',
  reject: '驳回',
  revoke: '撤销',
  fail: '记为发放失败',
};

export async function operatorOrders(
  ctx: ApiContext,
  state: number | undefined,
  size: number,
  offset: number,
): Promise<Omit<OperatorOrderPage, 'page' | 'size'>> {
  const q = ctx.db;
  const filtered = q.sql.selectFrom('exchange_orders').$if(state !== undefined, (qb) => qb.where('state', '=', state!));
  const rows = await filtered.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list: OperatorOrder[] = [];
  for (const o of rows) list.push(await toOperatorOrder(q, o));
  return { list, total: n };
}
