import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { TopicItem } from './entities';
import { TopicListQuery } from './topic-list-query';

export const getTopicsUnReply = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/unReply',
  summary: '我还没有回复的话题',
  tag: 'groups',
  auth: true,
  schemas: { querystring: TopicListQuery, response: Type.Array(TopicItem) },
});
