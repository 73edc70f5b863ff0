import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';
import { SnsProvider } from '../auth/get-sns-callback';
import { SnsToken } from '../auth/post-sns-bind';
import { StepUpTicket } from './post-step-up';

export const postUserSnsBind = defineCall({
  method: 'POST',
  path: '/v1/users/:provider/bind',
  summary:
    '个人中心绑定第三方账号：授权回调（/v1/auth/{provider}/callback）给出的 snsToken 绑定到当前会员；需要验证凭证（/v1/users/step-up 或 /v1/sms/check，凭证无效 1016）；已绑定该平台或该第三方账号已属于他人 1013，snsToken 无效 1014；绑定后发站内信告知',
  tag: 'account',
  auth: true,
  schemas: {
    params: Type.Object({ provider: SnsProvider }),
    body: Type.Object({ snsToken: SnsToken, ticket: StepUpTicket }),
    response: Empty,
  },
});
