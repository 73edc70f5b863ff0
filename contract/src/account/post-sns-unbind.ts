import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';

export const postSnsUnbind = defineCall({
  method: 'POST',
  path: '/v1/users/sns/unbind',
  summary: '解除一个第三方平台的绑定（type 1 微信 2 QQ 3 微博 4 支付宝）',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({ type: Type.Integer({ title: '第三方账号类型', minimum: 1, maximum: 4 }) }),
    response: Empty,
  },
});
