import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { TopicDetail, TopicQuery } from './entities';

export const getTopicDetail = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/detail',
  summary: '话题详情：主持人的提问、所属板块、是否有投票',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: TopicDetail },
});
