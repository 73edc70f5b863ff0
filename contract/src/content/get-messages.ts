import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, PageQuery } from '../common/fields';

export const Message = Type.Object({
  id: Id(),
  title: Type.String(),
  /** Simple, untrusted HTML. */
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: Millis,
});
export type Message = Static<typeof Message>;

export const MessagePage = Type.Object({ list: Type.Array(Message), total: Type.Integer() });
export type MessagePage = Static<typeof MessagePage>;

export const getMessages = defineCall({
  method: 'GET',
  path: '/v1/messages',
  summary: '我的消息（新的在前）',
  tag: 'content',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: MessagePage },
});
