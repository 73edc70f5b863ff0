import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted, Password } from '../common/fields';
import { SnsToken } from './post-sns-bind';

export const postSnsRegister = defineCall({
  method: 'POST',
  path: '/v1/auth/sns/register',
  summary: '用第三方账号注册（验证码场景 bind 或 register，设密码）并绑定、登录；已注册 1007',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ snsToken: SnsToken, mobile: Encrypted('手机号'), code: Encrypted('验证码'), password: Password }),
    response: LoginResult,
  },
});
