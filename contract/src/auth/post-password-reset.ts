import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Encrypted, Password } from '../common/fields';

export const postPasswordReset = defineCall({
  method: 'POST',
  path: '/v1/auth/password/reset',
  summary: '短信验证码（场景 reset）重设密码，该会员的所有会话结束；未注册 1008',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ mobile: Encrypted('手机号'), code: Encrypted('验证码'), password: Password }),
    response: Empty,
  },
});
