import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted, Password } from '../common/fields';

export const postSmsRegister = defineCall({
  method: 'POST',
  path: '/auth/sms/register',
  summary: '手机号 + 短信验证码（场景 register）+ 密码注册并登录；已注册 1007',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ mobile: Encrypted('手机号'), code: Encrypted('验证码'), password: Password }),
    response: LoginResult,
  },
});
