import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Attachment, GroupQuery } from './entities';

export const getAttachments = defineCall({
  method: 'GET',
  path: '/focus/attachment',
  summary: '讨论组的附件（可按话题筛选，新的在前）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...GroupQuery, topicId: Type.Optional(Id('话题')) }), response: Type.Array(Attachment) },
});
