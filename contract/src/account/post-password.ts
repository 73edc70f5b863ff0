import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Password, Text } from '../common/fields';

export const postPassword = defineCall({
  method: 'POST',
  path: '/v1/users/password',
  summary: '设置或修改登录密码；已有密码时需要原密码，原密码错误 1003',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({ oldPassword: Type.Optional(Text('原密码', 64)), password: Password }),
    response: Empty,
  },
});
