// The exchange order as the operator reviews it (demo helpers and the `orders` command).
import { type Static, Type } from '@sinclair/typebox';
import { Id, StringEnum, Text } from '../common/fields';
import { ExchangeOrderDetail } from './exchange-order';

export const OperatorOrder = Type.Intersect([
  ExchangeOrderDetail,
  Type.Object({ memberId: Id(), memberMobile: Type.String({ description: '脱敏手机号' }) }),
]);
export type OperatorOrder = Static<typeof OperatorOrder>;

/**
 * What an operator does to an order: approve (0 → 2 待发放), issue (0/2 → 1 已发放), reject (0 → 4 已驳回),
 * revoke (0/2 → 3 已撤销), fail (0/2 → 5 发放失败). Reject, revoke and fail return the gold.
 */
export const OrderAction = StringEnum('操作', ['approve', 'issue', 'reject', 'revoke', 'fail'] as const);
export type OrderAction = Static<typeof OrderAction>;

export const OrderActionBody = Type.Object({
  reason: Type.Optional(Text('原因', 100)),
  tracking: Type.Optional(Text('物流单号', 60)),
  /** Issuing a card product by hand (no supplier): the code bought for it, put into the member's voucher zone. */
  code: Type.Optional(Text('卡密', 100)),
});
export type OrderActionBody = Static<typeof OrderActionBody>;
