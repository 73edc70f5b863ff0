import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';
import { Email } from './post-email-send';

export const getDevEmail = defineCall({
  method: 'GET',
  path: '/dev/email',
  summary: '演示模式：该邮箱最近一次收到的验证码；没有时 404',
  tag: 'dev',
  auth: false,
  schemas: { querystring: Type.Object({ email: Email }), response: Type.Object({ code: Type.String(), sentAt: Millis }) },
});
