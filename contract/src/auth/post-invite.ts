import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted, Password } from '../common/fields';
import { InviteCode } from './post-invite-check';

export const postInvite = defineCall({
  method: 'POST',
  path: '/v1/auth/invite',
  summary: '凭邀请码注册并登录（验证码场景 invite 或 register）；邀请人获得 500 金币',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ mobile: Encrypted('手机号'), code: Encrypted('验证码'), password: Password, inviteCode: InviteCode }),
    response: LoginResult,
  },
});
