// A voucher the member holds in the voucher zone (卡券专区): a card a virtual redeem issued, or a
// gold coupon that lowers the price of a redeem.
import { type Static, Type } from '@sinclair/typebox';
import { Id, Millis, StringEnum } from '../common/fields';

export const VoucherKind = StringEnum('卡券类型', ['card', 'coupon'] as const, 'card 卡密（储值卡/会员卡），coupon 金币抵扣券');
export type VoucherKind = Static<typeof VoucherKind>;

export const Voucher = Type.Object({
  id: Id(),
  kind: VoucherKind,
  title: Type.String(),
  /** VOUCHER_STATES: 0 可使用, 1 已使用, 2 已过期. */
  state: Type.Integer(),
  expiresAt: Millis,
  createdAt: Millis,
  /** How to use it (plain text). */
  rules: Type.String(),
  /** card: the code, masked here (POST /v1/benefits/{id} reveals it). */
  code: Type.String(),
  /** card: face value and what is left of it, in fen (0 for a membership card without a value). */
  faceValueFen: Type.Integer(),
  balanceFen: Type.Integer(),
  /** card: the exchange order that issued it. */
  orderId: Type.Union([Id(), Type.Null()]),
  /** coupon: gold taken off the price, from a price of at least `threshold`, for one exchange type or any (null). */
  deduction: Type.Integer(),
  threshold: Type.Integer(),
  exchangeType: Type.Union([Type.Integer(), Type.Null()]),
});
export type Voucher = Static<typeof Voucher>;

export const VoucherUse = Type.Object({ valueFen: Type.Integer(), note: Type.String(), createdAt: Millis });
export type VoucherUse = Static<typeof VoucherUse>;

export const VoucherDetail = Type.Intersect([Voucher, Type.Object({ uses: Type.Array(VoucherUse) })]);
export type VoucherDetail = Static<typeof VoucherDetail>;

/** A retry or a second click with the same key is the same use. */
export const UseKey = Type.String({ title: '请求标识', pattern: '^[A-Za-z0-9_-]{8,64}$' });
