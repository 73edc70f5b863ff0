// Redeeming one product, priced by earnings/member-price.ts (the member's right, then the coupon).
// The member row is locked first, so one member's redeems run one after another (the per-member
// limit and the balance are checked against settled numbers), then the product row, so its stock
// is taken by one redeem at a time. Gold, stock, order, ledger row, coupon and (for virtual
// products, when a supplier issues them) the issue all change in one transaction, or nothing does.
import type { CallBody, postExchangeOrder, RedeemResult } from '@survey/contract';
import { sql } from 'kysely';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { maskMobile } from '../lib/mobile';
import { addGold } from '../earnings/gold';
import type { BenefitRow } from './catalogue';
import { ExchangeCodes, exchangeError } from './errors';
import { maskAddress, maskName } from '../lib/mask';
import { LIVE_STATES, ORDER_STATE, type OrderRow, addEvent, orderDetail, orderNo } from './order-view';
import { alipayOf, identityOf } from '../delivery/details';
import { consigneeOf } from '../delivery/address-book';
import { DeliveryCodes } from '../delivery/errors';
import { issueVirtual } from './virtual-issue';
import { couponDeduction } from '../vouchers/vouchers';
import { VoucherCodes } from '../vouchers/errors';
import { formatGold } from '../lib/gold';
import { couponShare, memberPrice } from '../earnings/member-price';

type RedeemInput = CallBody<typeof postExchangeOrder>;

interface Destination {
  full: string;
  masked: string;
  mobile?: string;
}

/** Where the product goes, from the member's saved details; refuses when something is missing. */
async function destinationOf(q: Queryable, memberId: number, b: BenefitRow, input: RedeemInput): Promise<Destination> {
  if (b.type === 1) {
    const identity = await identityOf(q, memberId);
    if (!identity.verified) throw exchangeError(DeliveryCodes.IDENTITY_REQUIRED, '现金兑换需先完成实名认证');
    const alipay = await alipayOf(q, memberId);
    if (!alipay) throw exchangeError(DeliveryCodes.ALIPAY_REQUIRED, '请先填写提现支付宝账号');
    return { full: `支付宝 ${alipay.fullAccount}（${alipay.fullName}）`, masked: `支付宝 ${alipay.account}（${alipay.name}）` };
  }
  if (b.type === 3) {
    const c = await consigneeOf(q, memberId);
    if (!c) throw exchangeError(DeliveryCodes.CONSIGNEE_REQUIRED, '请先填写收货地址');
    const region = `${c.province}${c.city === c.province ? '' : ` ${c.city}`} ${c.district}`;
    return {
      full: `${c.name} ${c.mobile} ${region} ${c.address}`,
      masked: `${maskName(c.name)} ${maskMobile(c.mobile)} ${region} ${maskAddress(c.address)}`,
    };
  }
  if (b.virtual_kind === 'topup') {
    if (!input.mobile) throw exchangeError(DeliveryCodes.CONSIGNEE_REQUIRED, '请填写充值手机号');
    return { full: `充值号码 ${input.mobile}`, masked: `充值号码 ${maskMobile(input.mobile)}`, mobile: input.mobile };
  }
  return { full: '卡券专区', masked: '卡券专区' };
}

async function existing(q: Queryable, memberId: number, key: string): Promise<OrderRow | undefined> {
  return q.sql.selectFrom('exchange_orders').selectAll().where('member_id', '=', memberId).where('idem_key', '=', key).executeTakeFirst();
}

export async function redeem(ctx: ApiContext, memberId: number, input: RedeemInput): Promise<RedeemResult> {
  return ctx.db.tx(async (q) => {
    const member = await q.sql
      .selectFrom('members')
      .select(['id', 'gold', 'credit'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new BusinessError(Codes.UNAUTHORIZED);

    const before = await existing(q, memberId, input.key);
    if (before) {
      if (before.benefit_id !== input.benefitId) throw exchangeError(ExchangeCodes.KEY_REUSED, '请求标识已用于另一次兑换，请刷新后重试');
      return { order: await orderDetail(q, before, true), gold: member.gold };
    }

    const b = await q.sql.selectFrom('benefits').selectAll().where('id', '=', input.benefitId).forUpdate().executeTakeFirst();
    if (!b) throw new BusinessError(Codes.NOT_FOUND, '商品不存在');
    if (!b.on_sale) throw exchangeError(ExchangeCodes.WITHDRAWN, '该商品已下架');
    if (b.stock < 1) throw exchangeError(ExchangeCodes.SOLD_OUT, '商品已兑完');
    if (b.price !== input.price)
      throw exchangeError(ExchangeCodes.PRICE_CHANGED, `商品价格已变为 ${formatGold(b.price)}，请确认后重新兑换`);
    if (b.per_member_limit > 0) {
      const { n } = await q.sql
        .selectFrom('exchange_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('benefit_id', '=', b.id)
        .where('state', 'in', LIVE_STATES)
        .executeTakeFirstOrThrow();
      if (n >= b.per_member_limit) throw exchangeError(ExchangeCodes.OVER_LIMIT, `每人限兑 ${b.per_member_limit} 件，您已兑换 ${n} 件`);
    }
    const dest = await destinationOf(q, memberId, b, input);

    const pricing = memberPrice(b.price, member.credit);
    let deduction = 0;
    if (input.voucherId !== undefined) {
      const coupon = await q.sql
        .selectFrom('vouchers')
        .selectAll()
        .where('id', '=', input.voucherId)
        .where('member_id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      const usable = coupon ? couponDeduction(coupon, b, ctx.now()) : null;
      if (usable === null) throw exchangeError(VoucherCodes.VOUCHER_UNUSABLE, '该抵扣券不能用于此商品');
      deduction = couponShare(pricing, usable);
      await q.sql.updateTable('vouchers').set({ state: 1, used_at: ctx.now() }).where('id', '=', input.voucherId).execute();
    }
    const paid = pricing.payable - deduction;
    if (input.paid !== undefined && input.paid !== paid)
      throw exchangeError(ExchangeCodes.PRICE_CHANGED, `实付已变为 ${formatGold(paid)}，请确认后重新兑换`);
    if (member.gold < paid)
      throw new BusinessError(Codes.INSUFFICIENT, `金币不足：需要 ${formatGold(paid)}，当前余额 ${formatGold(member.gold)}`);

    const now = ctx.now();
    const { supplier } = ctx.providers;
    const { id } = await q.sql.selectNoFrom(sql<number>`nextval('exchange_orders_id_seq')::int`.as('id')).executeTakeFirstOrThrow();
    // The ledger reference makes a second debit for the same order impossible.
    const gold = paid > 0 ? await addGold(q, ctx, memberId, -paid, `兑换「${b.name}」`, { ref: `exchange:${id}` }) : member.gold;
    await q.sql
      .updateTable('benefits')
      .set((eb) => ({ stock: eb('stock', '-', 1), exchanged: eb('exchanged', '+', 1) }))
      .where('id', '=', b.id)
      .execute();
    let order = await q.sql
      .insertInto('exchange_orders')
      .values({
        id,
        order_no: orderNo(id, now),
        member_id: memberId,
        idem_key: input.key,
        benefit_id: b.id,
        benefit_name: b.name,
        type: b.type,
        image: b.image,
        price: b.price,
        member_discount: pricing.memberDiscount,
        deduction,
        paid,
        coupon_id: input.voucherId ?? null,
        // Without a supplier (production) a virtual order waits for an operator to issue it (`orders issue`).
        state: b.type === 2 && !supplier ? ORDER_STATE.TO_ISSUE : ORDER_STATE.PENDING,
        destination: dest.full,
        destination_masked: dest.masked,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (b.type === 2 && supplier) {
      order = await issueVirtual(q, ctx, supplier, order, b, dest.mobile ?? '');
    } else {
      await addEvent(
        q,
        ctx,
        order.id,
        order.state,
        order.state === ORDER_STATE.TO_ISSUE ? '已提交，等待发放' : '已提交，等待审核',
        'member',
      );
    }
    const after = order.state === ORDER_STATE.FAILED ? member.gold : gold;
    return { order: await orderDetail(q, order, true), gold: after };
  });
}
