import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { MemberPrice } from '../exchange/member-price';
import { AlipayAccount } from './get-alipay';
import { Consignee } from './get-consignee';
import { IdentityState } from './get-id-verify';

/** Everything the redeem flow pre-fills: balance, identity, Alipay account, address, how many of the product are already redeemed, its price for this member. */
export const ExchangeInfo = Type.Object({
  gold: Type.Integer({ description: '金币余额' }),
  identity: IdentityState,
  alipay: Type.Union([AlipayAccount, Type.Null()]),
  consignee: Type.Union([Consignee, Type.Null()]),
  /** The member's own mobile, masked (the default top-up number is typed again). */
  mobile: Type.String(),
  /** Orders of benefitId that count toward its per-member limit (not rejected, revoked or failed); 0 without benefitId. */
  redeemed: Type.Integer(),
  /** What the member pays for benefitId before a coupon (their right applied); null without benefitId. */
  memberPrice: Type.Union([MemberPrice, Type.Null()]),
});
export type ExchangeInfo = Static<typeof ExchangeInfo>;

export const getExchangeInfo = defineCall({
  method: 'GET',
  path: '/v1/users/exchange-info',
  summary: '兑换前的预填信息：金币余额、实名认证、支付宝、收货地址、该商品已兑件数',
  tag: 'account',
  auth: true,
  schemas: {
    querystring: Type.Object({ benefitId: Type.Optional(Id('商品ID')) }),
    response: ExchangeInfo,
  },
});
