import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postMessagesRead = defineCall({
  method: 'POST',
  path: '/v1/messages/read',
  summary: '标记一条消息已读；不带 id 时全部标为已读',
  tag: 'content',
  auth: true,
  schemas: { body: Type.Object({ id: Type.Optional(Id('消息编号')) }), response: Empty },
});
