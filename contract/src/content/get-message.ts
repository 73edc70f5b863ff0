import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Message } from './get-messages';

export const getMessage = defineCall({
  method: 'GET',
  path: '/v1/messages/:id',
  summary: '一条消息（并标为已读）；不存在时 404',
  tag: 'content',
  auth: true,
  schemas: { params: Type.Object({ id: Id('消息编号') }), response: Message },
});
