import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { StringEnum, Text } from '../common/fields';

/** Third-party sign-in providers, in the order of their `type` (1 微信 2 QQ 3 微博 4 支付宝). */
export const SNS_PROVIDERS = ['wechat', 'qq', 'weibo', 'alipay'] as const;
export const SnsProvider = StringEnum('第三方平台', SNS_PROVIDERS);
export type SnsProvider = Static<typeof SnsProvider>;

export const SnsCallbackResult = Type.Union([
  /** The third-party account is bound: signed in. */
  Type.Intersect([Type.Object({ status: Type.Literal('login') }), LoginResult]),
  /** Not bound yet: bind it to a mobile with `snsToken` (30 minutes). */
  Type.Object({
    status: Type.Literal('bind'),
    snsToken: Type.String(),
    nickname: Type.String(),
    avatar: Type.String(),
    /** 1 微信 2 QQ 3 微博 4 支付宝 */
    type: Type.Integer(),
  }),
]);
export type SnsCallbackResult = Static<typeof SnsCallbackResult>;

export const getSnsCallback = defineCall({
  method: 'GET',
  path: '/v1/auth/:provider/callback',
  summary: '第三方授权回调：已绑定则登录，否则返回绑定凭证 snsToken；state 无效 1015，授权码无效 1014',
  tag: 'auth',
  auth: false,
  schemas: {
    params: Type.Object({ provider: SnsProvider }),
    querystring: Type.Object({
      code: Type.Optional(Text('授权码', 128, 1)),
      /** Alipay names its code auth_code. */
      auth_code: Type.Optional(Text('授权码', 128, 1)),
      state: Text('授权状态', 128, 1),
    }),
    response: SnsCallbackResult,
  },
});
