import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const getMessagesNew = defineCall({
  method: 'GET',
  path: '/v1/messages/new',
  summary: '是否有未读消息',
  tag: 'content',
  auth: true,
  schemas: { response: Type.Boolean() },
});
