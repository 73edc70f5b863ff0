import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';
import { SnsProvider } from '../auth/get-sns-callback';
import { SnsToken } from '../auth/post-sns-bind';

export const postUserSnsBind = defineCall({
  method: 'POST',
  path: '/v1/users/:provider/bind',
  summary:
    '个人中心绑定第三方账号：授权回调（/v1/auth/{provider}/callback）给出的 snsToken 绑定到当前会员；已绑定该平台或该第三方账号已属于他人 1013，凭证无效 1014',
  tag: 'account',
  auth: true,
  schemas: { params: Type.Object({ provider: SnsProvider }), body: Type.Object({ snsToken: SnsToken }), response: Empty },
});
