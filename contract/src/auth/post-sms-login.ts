import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted } from '../common/fields';

export const postSmsLogin = defineCall({
  method: 'POST',
  path: '/auth/sms/login',
  summary: '手机号 + 短信验证码登录（场景 login）；首次登录即注册',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ mobile: Encrypted('手机号'), code: Encrypted('验证码') }),
    response: LoginResult,
  },
});
