import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted } from '../common/fields';
import { ChannelCode } from './get-drainage';

export const postDrainageRegister = defineCall({
  method: 'POST',
  path: '/v1/drainage/register',
  summary: '从合作渠道注册并登录（验证码场景 register）：新会员在同一事务里记下来源渠道；已注册的手机号直接登录，不改来源',
  tag: 'campaigns',
  auth: false,
  schemas: {
    body: Type.Object({ mobile: Encrypted('手机号'), code: Encrypted('验证码'), channel: ChannelCode }),
    response: LoginResult,
  },
});
