import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Password, Text } from '../common/fields';
import { StepUpTicket } from './post-step-up';

export const postPassword = defineCall({
  method: 'POST',
  path: '/v1/users/password',
  summary:
    '设置或修改登录密码：需要原密码或验证凭证（没有密码的会员只能用凭证），原密码错误 1003，缺少或凭证无效 1016。修改后其他设备退出登录，最近 24 小时内绑定的第三方账号解除绑定，并发站内信告知',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({ oldPassword: Type.Optional(Text('原密码', 64)), ticket: Type.Optional(StepUpTicket), password: Password }),
    response: Empty,
  },
});
