import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** One third-party platform and whether the member has bound it. */
export const SnsBinding = Type.Object({
  /** 1 微信 2 QQ 3 微博 4 支付宝. */
  type: Type.Integer({ minimum: 1, maximum: 4 }),
  name: Type.String({ description: '微信 | QQ | 微博 | 支付宝' }),
  bound: Type.Boolean(),
  /** The third-party nickname, '' when not bound. */
  nickname: Type.String(),
});
export type SnsBinding = Static<typeof SnsBinding>;

export const getSns = defineCall({
  method: 'GET',
  path: '/v1/users/sns',
  summary: '四个第三方平台的绑定状态',
  tag: 'account',
  auth: true,
  schemas: { response: Type.Array(SnsBinding) },
});
