import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { TopicItem } from './entities';
import { TopicListQuery } from './topic-list-query';

export const getTopicsReply = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/reply',
  summary: '我已回复的话题',
  tag: 'groups',
  auth: true,
  schemas: { querystring: TopicListQuery, response: Type.Array(TopicItem) },
});
