import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { GroupResponse, TopicQuery } from './entities';
import { ResponseFields } from './response-body';

export const postResponse = defineCall({
  method: 'POST',
  path: '/focusResponses',
  summary: '回复话题（可带已上传的附件）',
  tag: 'groups',
  auth: true,
  schemas: { body: Type.Object({ ...TopicQuery, ...ResponseFields }), response: GroupResponse },
});
