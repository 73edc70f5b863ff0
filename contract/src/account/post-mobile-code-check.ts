import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Encrypted } from '../common/fields';
import { StepUp } from './post-step-up';

export const postMobileCodeCheck = defineCall({
  method: 'POST',
  path: '/v1/sms/check',
  summary: '身份验证（当前手机号）：校验 /v1/sms/send 发出的验证码，换取验证凭证（同 /v1/users/step-up）；验证码错误 1002',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ code: Encrypted('验证码') }), response: StepUp },
});
