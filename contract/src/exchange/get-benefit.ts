import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, StringEnum } from '../common/fields';
import { Benefit } from './get-benefits';

/**
 * What a virtual product delivers: an activation code (a membership) or a stored-value card into the
 * voucher zone, or a top-up to a mobile number.
 */
export const VirtualKind = StringEnum(
  '虚拟商品发放方式',
  ['', 'code', 'card', 'topup'] as const,
  "'' 非虚拟商品，code 激活码，card 储值卡，topup 手机充值",
);
export type VirtualKind = Static<typeof VirtualKind>;

/** One product with everything its detail page shows. */
export const BenefitDetail = Type.Intersect([
  Benefit,
  Type.Object({
    /** Picture URLs, the first being the card's; empty when the product has none. */
    images: Type.Array(Type.String()),
    /** Plain text; blank lines separate paragraphs. */
    description: Type.String(),
    /** How and when it is delivered (plain text). */
    deliveryNote: Type.String(),
    perMemberLimit: Type.Integer({ description: '每位会员限兑件数，0 为不限' }),
    /** False once withdrawn from sale: it can still be looked at, not redeemed. */
    onSale: Type.Boolean(),
    virtualKind: VirtualKind,
  }),
]);
export type BenefitDetail = Static<typeof BenefitDetail>;

export const getBenefit = defineCall({
  method: 'GET',
  path: '/v3/benefits/:id',
  summary: '兑换商品详情（已下架的商品 onSale 为 false；不存在时 404）',
  tag: 'exchange',
  auth: false,
  schemas: { params: Type.Object({ id: Id('商品ID') }), response: BenefitDetail },
});
