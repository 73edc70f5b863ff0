import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postNoticesRead = defineCall({
  method: 'POST',
  path: '/v1/notices/read',
  summary: '标记一条公告已读',
  tag: 'content',
  auth: true,
  schemas: { body: Type.Object({ id: Id('公告编号') }), response: Empty },
});
