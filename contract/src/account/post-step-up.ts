import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';

/** Proof of a fresh password or mobile code; what every change of a way to sign in carries. */
export const StepUpTicket = Type.String({ title: '身份验证凭证', pattern: '^[0-9a-f]{64}$' });

export const StepUp = Type.Object({ ticket: Type.String({ description: '身份验证凭证：10 分钟内有效，一次有效' }) });
export type StepUp = Static<typeof StepUp>;

export const postStepUp = defineCall({
  method: 'POST',
  path: '/v1/users/step-up',
  summary:
    '身份验证（登录密码）：换取验证凭证，绑定第三方账号、设置密码、更换手机号或邮箱时需要；密码错误 1003，错误过多 1004。没有密码的会员用 /v1/sms/send 与 /v1/sms/check 验证当前手机号',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ password: Text('登录密码', 64, 1) }), response: StepUp },
});
