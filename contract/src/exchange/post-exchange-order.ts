import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { ExchangeOrderDetail } from './exchange-order';

/** A retry or a second click with the same key gets the order the first one made. */
export const IdempotencyKey = Type.String({ title: '请求标识', pattern: '^[A-Za-z0-9_-]{8,64}$', description: '每次兑换一个，重试时不变' });

export const RedeemResult = Type.Object({ order: ExchangeOrderDetail, gold: Type.Integer({ description: '兑换后的金币余额' }) });
export type RedeemResult = Static<typeof RedeemResult>;

export const postExchangeOrder = defineCall({
  method: 'POST',
  path: '/v1/exchange/orders',
  summary:
    '用金币兑换一件商品：扣金币、减库存、下单和金币记录在同一事务；现金发往已绑定的支付宝（需实名认证），实物发往收货地址，卡密立即发放，充值发往 mobile；同一 key 只下一单',
  tag: 'exchange',
  auth: true,
  schemas: {
    body: Type.Object({
      benefitId: Id('商品ID'),
      key: IdempotencyKey,
      /** The price the member confirmed: a changed price is refused rather than charged. */
      price: Type.Integer({ title: '兑换价格', minimum: 0, maximum: 100_000_000 }),
      voucherId: Type.Optional(Id('抵扣券')),
      /** The gold the member confirmed paying (after their right and the coupon): a different amount is refused rather than charged. */
      paid: Type.Optional(Type.Integer({ title: '实付金币', minimum: 0, maximum: 100_000_000 })),
      /** Top-up products only: the number to top up. */
      mobile: Type.Optional(Type.String({ title: '充值手机号', pattern: '^1[3-9]\\d{9}$' })),
    }),
    response: RedeemResult,
  },
});
