import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';
import { SnsProvider } from '../auth/get-sns-callback';
import { RedirectPath } from '../auth/get-sns-url';
import { HtmlPage } from './get-dev-qrcode-scan';

export const OauthReturn = {
  redirect_uri: RedirectPath('回调地址'),
  state: Text('授权状态', 128, 1),
};

export const getDevOauthAuthorize = defineCall({
  method: 'GET',
  path: '/dev/oauth/:provider/authorize',
  summary: '演示模式：模拟第三方授权页（填写昵称，同意授权）',
  tag: 'dev',
  auth: false,
  raw: true,
  schemas: {
    params: Type.Object({ provider: SnsProvider }),
    querystring: Type.Object(OauthReturn),
    response: HtmlPage,
  },
});
