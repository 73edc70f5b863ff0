import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Encrypted } from '../common/fields';

export const MobileTicket = Type.String({ title: '验证凭证', pattern: '^[0-9a-f]{64}$' });

export const MobileCheck = Type.Object({ ticket: Type.String({ description: '10 分钟内有效，一次有效' }) });
export type MobileCheck = Static<typeof MobileCheck>;

export const postMobileCodeCheck = defineCall({
  method: 'POST',
  path: '/v1/sms/check',
  summary: '更换手机号第二步：校验当前手机号的验证码，换取验证凭证；验证码错误 1002',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ code: Encrypted('验证码') }), response: MobileCheck },
});
