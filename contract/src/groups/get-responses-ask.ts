import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { GroupResponse, TopicQuery } from './entities';

export const getResponsesAsk = defineCall({
  method: 'GET',
  path: '/focusResponses/ask',
  summary: '主持人对我的回复的追问（一个话题内）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: Type.Array(GroupResponse) },
});
