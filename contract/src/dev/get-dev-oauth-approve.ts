import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { SnsProvider } from '../auth/get-sns-callback';
import { Nickname } from '../account/post-nickname';
import { OauthReturn } from './get-dev-oauth-authorize';

export const getDevOauthApprove = defineCall({
  method: 'GET',
  path: '/dev/oauth/:provider/approve',
  summary: '演示模式：同意授权，302 回到 redirect_uri?code=…&state=…（支付宝为 auth_code）；同一昵称即同一第三方账号',
  tag: 'dev',
  auth: false,
  raw: true,
  schemas: {
    params: Type.Object({ provider: SnsProvider }),
    querystring: Type.Object({ ...OauthReturn, nickname: Nickname }),
    response: Type.Null({ description: '302 跳转，无响应体' }),
  },
});
