import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { FocusResponse, TopicQuery } from './entities';

export const getResponsesAsk = defineCall({
  method: 'GET',
  path: '/focusResponses/ask',
  summary: '主持人对我的回复的追问（一个话题内）',
  tag: 'bbs',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: Type.Array(FocusResponse) },
});
