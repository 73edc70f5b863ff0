import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { TopicQuery } from './entities';

export const TopicRespondent = Type.Object({
  memberId: Id(),
  name: Type.String(),
  avatar: Type.String(),
  responseCount: Type.Integer(),
  replied: Type.Boolean(),
});
export type TopicRespondent = Static<typeof TopicRespondent>;

export const getHostMembers = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/compere/members',
  summary: '主持人：一个话题下每位参与者的回复数（未回复的也列出）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: Type.Array(TopicRespondent) },
});
