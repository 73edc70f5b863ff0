import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';

/** 1-20 characters, no `<>` and no control characters (surrounding spaces are trimmed). */
export const Nickname = Type.String({ title: '昵称', minLength: 1, maxLength: 20, pattern: '^[^<>\\u0000-\\u001f\\u007f]*$' });

export const postNickname = defineCall({
  method: 'POST',
  path: '/v1/users/nickname',
  summary: '修改昵称（1-20 个字符，不含 <>）',
  tag: 'account',
  auth: true,
  schemas: { body: Type.Object({ nickname: Nickname }), response: Empty },
});
