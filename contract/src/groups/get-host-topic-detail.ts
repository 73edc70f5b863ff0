import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { HostTopic, GroupResponse, TopicQuery } from './entities';

export const HostTopicDetail = Type.Object({
  topic: Type.Composite([HostTopic, Type.Object({ content: Type.String() })]),
  responses: Page(GroupResponse),
});
export type HostTopicDetail = Static<typeof HostTopicDetail>;

export const getHostTopicDetail = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/compere/detail',
  summary: '主持人：一个话题的全部回复（分页，先发的在前）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...TopicQuery, ...PageQuery }), response: HostTopicDetail },
});
