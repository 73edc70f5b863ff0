import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Message } from './get-messages';

export const getMessagesScreen = defineCall({
  method: 'GET',
  path: '/v1/messages/screen',
  summary: '进站时弹窗显示一次的消息（最新一条未读的弹窗消息），没有时 null',
  tag: 'content',
  auth: true,
  schemas: { response: Type.Union([Message, Type.Null()]) },
});
