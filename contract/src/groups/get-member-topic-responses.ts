import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { GroupResponse, TopicQuery } from './entities';

export const getMemberTopicResponses = defineCall({
  method: 'GET',
  path: '/focusResponses/topic',
  summary: '一位成员在一个话题下的回复（“只看TA”）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...TopicQuery, memberId: Id('成员') }), response: Type.Array(GroupResponse) },
});
