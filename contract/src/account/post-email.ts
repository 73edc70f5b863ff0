import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';
import { Email } from './post-email-send';

export const postEmail = defineCall({
  method: 'POST',
  path: '/v1/users/email',
  summary: '凭邮箱验证码绑定或更换邮箱；验证码错误或过期 1002（5 次错误作废）',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({ email: Email, code: Type.String({ title: '验证码', pattern: '^\\s*\\d{6}\\s*$' }) }),
    response: Empty,
  },
});
