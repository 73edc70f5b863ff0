import { defineCall } from '../define-call';
import { RetryAfter } from '../common/fields';

export const postMobileCodeSend = defineCall({
  method: 'POST',
  path: '/v1/sms/send',
  summary: '身份验证第一步：向当前手机号发送验证码（场景 verify）',
  tag: 'account',
  auth: true,
  schemas: { response: RetryAfter },
});
