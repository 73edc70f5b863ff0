import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { RetryAfter } from '../common/fields';
import { StepUpTicket } from './post-step-up';

/** A plain email address (at most 100 characters). */
export const Email = Type.String({
  title: '邮箱',
  minLength: 3,
  maxLength: 100,
  pattern: '^\\s*[^\\s@<>"]+@[^\\s@<>"]+\\.[A-Za-z]{2,}\\s*$',
});

export const postEmailSend = defineCall({
  method: 'POST',
  path: '/v1/email/send',
  summary:
    '凭验证凭证向新邮箱发送 6 位验证码（10 分钟有效；同一会员 60 秒 1 次、每小时 5 次，同一邮箱每小时 5 次，超出 1004，等待期内带 retryAfter）。邮箱已被其他会员使用时同样回答成功，但不发验证码；凭证无效 1016',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ email: Email, ticket: StepUpTicket }), response: RetryAfter },
});
