import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { GroupResponse, ResponseTag, TopicQuery } from './entities';

export const getResponses = defineCall({
  method: 'GET',
  path: '/focusResponses',
  summary: '一个话题的回复（含追问和附件，先发的在前，最多 500 条）；可按标签筛选',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...TopicQuery, tag: Type.Optional(ResponseTag) }), response: Type.Array(GroupResponse) },
});
