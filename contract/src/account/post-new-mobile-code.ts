import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Encrypted, RetryAfter } from '../common/fields';
import { StepUpTicket } from './post-step-up';

export const postNewMobileCode = defineCall({
  method: 'POST',
  path: '/v1/sms/new-mobile',
  summary:
    '更换手机号：凭验证凭证向新手机号发送验证码（场景 change-new）。新号已被注册时同样回答成功，但该号只收到提醒短信（不泄露是否注册）；同一会员每小时 5 次，超出 1004；凭证无效 1016',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ mobile: Encrypted('新手机号'), ticket: StepUpTicket }), response: RetryAfter },
});
