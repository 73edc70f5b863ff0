import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';

export const postAvatar = defineCall({
  method: 'POST',
  path: '/v1/users/avatar',
  summary: '修改头像：上传后的 /api/oss/files/… 地址或 http(s) 地址',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({
      avatar: Type.String({
        title: '头像地址',
        minLength: 1,
        maxLength: 300,
        pattern: '^\\s*(/api/oss/files/|https?://)[\\w\\-./%?=&~]+\\s*$',
      }),
    }),
    response: Empty,
  },
});
