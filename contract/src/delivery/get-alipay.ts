import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

/** The Alipay account cash goes to, masked: 138****8000 or a***@example.com, holder *明. */
export const AlipayAccount = Type.Object({
  account: Type.String({ description: '脱敏支付宝账号' }),
  name: Type.String({ description: '脱敏实名' }),
  updatedAt: Millis,
});
export type AlipayAccount = Static<typeof AlipayAccount>;

export const getAlipay = defineCall({
  method: 'GET',
  path: '/v1/users/alipay',
  summary: '提现支付宝账号（脱敏），未绑定时为 null',
  tag: 'account',
  auth: true,
  schemas: { response: Type.Union([AlipayAccount, Type.Null()]) },
});
