import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postMessagesFlashRead = defineCall({
  method: 'POST',
  path: '/v1/messages/flash/read',
  summary: '关闭弹窗消息（标为已读，不再弹出）',
  tag: 'content',
  auth: true,
  schemas: { body: Type.Object({ id: Id('消息编号') }), response: Empty },
});
