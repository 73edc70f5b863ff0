import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';
import { Email } from './post-email-send';
import { StepUpTicket } from './post-step-up';

export const postEmail = defineCall({
  method: 'POST',
  path: '/v1/users/email',
  summary: '凭邮箱验证码和验证凭证绑定或更换邮箱（用掉凭证）；验证码错误或过期 1002（5 次错误作废），凭证无效 1016',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({ email: Email, code: Type.String({ title: '验证码', pattern: '^\\s*\\d{6}\\s*$' }), ticket: StepUpTicket }),
    response: Empty,
  },
});
