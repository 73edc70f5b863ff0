import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Encrypted } from '../common/fields';
import { MobileTicket } from './post-mobile-code-check';

export const postNewMobileCode = defineCall({
  method: 'POST',
  path: '/v1/sms/new-mobile',
  summary: '更换手机号第三步：凭验证凭证向新手机号发送验证码（场景 change-new）；新号已被注册 1007，凭证无效 1002',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ mobile: Encrypted('新手机号'), ticket: MobileTicket }), response: Empty },
});
