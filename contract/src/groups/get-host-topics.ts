import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { HostTopic, GroupQuery } from './entities';

export const getHostTopics = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/compere',
  summary: '主持人：全部话题及回复数、回复人数',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(GroupQuery), response: Type.Array(HostTopic) },
});
