import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Encrypted, Text } from '../common/fields';

export const postPasswordLogin = defineCall({
  method: 'POST',
  path: '/auth/password/login',
  summary: '手机号 + 密码登录；带 taskHashId 时同时登录讨论组',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({
      mobile: Encrypted('手机号'),
      // Any stored password, also one set before today's rules: only the length is bounded.
      password: Text('密码', 64, 1),
      taskHashId: Type.Optional(Text('讨论组', 64)),
    }),
    response: Type.Intersect([
      LoginResult,
      Type.Object({
        topicUser: Type.Optional(
          Type.Object({ name: Type.String(), avatar: Type.String(), role: Type.Integer(), memberId: Type.Integer() }),
        ),
        taskId: Type.Optional(Type.Integer()),
        /** 1 host, 2 member. */
        role: Type.Optional(Type.Integer()),
      }),
    ]),
  },
});
