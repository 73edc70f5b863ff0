import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { TopicItem } from './entities';
import { TopicListQuery } from './topic-list-query';

export const getTopicsAsk = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/ask',
  summary: '讨论组的话题（主持人的提问），标明我是否已回复；可按板块或标题关键字筛选',
  tag: 'groups',
  auth: true,
  schemas: { querystring: TopicListQuery, response: Type.Array(TopicItem) },
});
