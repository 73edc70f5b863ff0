import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** A same-site path only (no scheme, no //host, no backslash): the provider sends the member back there. */
export const RedirectPath = (title: string) => Type.String({ title, minLength: 1, maxLength: 200, pattern: '^/(?!/)[A-Za-z0-9/_.~%-]*$' });

export const getSnsUrl = defineCall({
  method: 'GET',
  path: '/v1/auth/sns/url',
  summary: '第三方授权页地址（type 1 微信 2 QQ 3 微博 4 支付宝），授权后回到 redirect；未配置第三方登录时 1012',
  tag: 'auth',
  auth: false,
  schemas: {
    querystring: Type.Object({
      type: Type.Integer({ title: '登录方式', minimum: 1, maximum: 4 }),
      redirect: RedirectPath('回调地址'),
    }),
    response: Type.Object({ url: Type.String() }),
  },
});
