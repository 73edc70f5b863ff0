import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Encrypted } from '../common/fields';
import { StepUpTicket } from './post-step-up';

export const postMobile = defineCall({
  method: 'POST',
  path: '/v1/users/mobile',
  summary: '更换手机号最后一步：新手机号的验证码和验证凭证（用掉凭证）；验证码错误 1002，新号已被注册 1007，凭证无效 1016',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({ mobile: Encrypted('新手机号'), code: Encrypted('验证码'), ticket: StepUpTicket }),
    response: Empty,
  },
});
