// What a member pays for a product before any coupon: the gold price less what their credit right
// (兑换 95 折) takes off. The API prices the redeem with the same rule, so the confirmation shows what is charged.
import { type Static, Type } from '@sinclair/typebox';

export const MemberPrice = Type.Object({
  price: Type.Integer({ description: '商品金币价' }),
  memberDiscount: Type.Integer({ description: '会员权益减免的金币' }),
  /** The right that gave the discount, e.g. 白银会员 · 兑换 95 折; null without one. */
  right: Type.Union([Type.String(), Type.Null()]),
  payable: Type.Integer({ description: '不用抵扣券时的实付金币' }),
});
export type MemberPrice = Static<typeof MemberPrice>;
