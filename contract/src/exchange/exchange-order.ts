// The exchange order as the member's records, the success page and the operator see it.
import { type Static, Type } from '@sinclair/typebox';
import { Id, Millis } from '../common/fields';

export const ExchangeOrder = Type.Object({
  id: Id(),
  /** Shown to the member and support: E + date + number. */
  orderNo: Type.String(),
  benefitId: Id(),
  name: Type.String(),
  /** EXCHANGE_TYPES value. */
  type: Type.Integer(),
  image: Type.String(),
  price: Type.Integer({ description: '商品金币价' }),
  memberDiscount: Type.Integer({ description: '会员权益（兑换 95 折）减免的金币' }),
  deduction: Type.Integer({ description: '抵扣券抵扣的金币' }),
  paid: Type.Integer({ description: '实付金币' }),
  /** EXCHANGE_STATES value: 0 待审核 1 已发放 2 待发放 3 已撤销 4 已驳回 5 发放失败. */
  state: Type.Integer(),
  /** Where it goes, masked: 支付宝 138****8000（*明）, an address, a top-up number, 卡券专区. */
  destination: Type.String(),
  /** The card code of a virtual product: masked in lists, whole in the owner's order detail. */
  code: Type.String(),
  /** Courier and tracking number of a physical product once shipped. */
  tracking: Type.String(),
  /** Why it was rejected, revoked or failed; what was done. */
  note: Type.String(),
  createdAt: Millis,
  updatedAt: Millis,
});
export type ExchangeOrder = Static<typeof ExchangeOrder>;

export const ExchangeOrderEvent = Type.Object({
  /** The state entered. */
  state: Type.Integer(),
  note: Type.String(),
  createdAt: Millis,
});
export type ExchangeOrderEvent = Static<typeof ExchangeOrderEvent>;

export const ExchangeOrderDetail = Type.Intersect([
  ExchangeOrder,
  Type.Object({
    /** Every state the order went through, oldest first. */
    events: Type.Array(ExchangeOrderEvent),
    /** The card in the voucher zone a code product issued, else null. */
    voucherId: Type.Union([Id(), Type.Null()]),
  }),
]);
export type ExchangeOrderDetail = Static<typeof ExchangeOrderDetail>;
