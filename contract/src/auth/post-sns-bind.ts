import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted, Text } from '../common/fields';

export const SnsToken = Text('第三方授权凭证', 128, 1);

export const postSnsBind = defineCall({
  method: 'POST',
  path: '/v1/auth/sns/bind',
  summary: '把第三方账号绑定到手机号（验证码场景 bind；新手机号即注册）并登录；该会员已绑定同一平台 1013',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ snsToken: SnsToken, mobile: Encrypted('手机号'), code: Encrypted('验证码') }),
    response: LoginResult,
  },
});
