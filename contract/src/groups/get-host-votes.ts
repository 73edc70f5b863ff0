import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { TopicQuery } from './entities';

export const HostVotes = Type.Object({
  topicId: Id(),
  total: Type.Integer(),
  options: Type.Array(Type.Object({ id: Id(), title: Type.String(), count: Type.Integer(), voters: Type.Array(Type.String()) })),
});
export type HostVotes = Static<typeof HostVotes>;

export const getHostVotes = defineCall({
  method: 'GET',
  path: '/focusVotes/compere',
  summary: '主持人：话题投票结果及每个选项的投票人',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(TopicQuery), response: HostVotes },
});
