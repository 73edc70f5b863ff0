import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { GroupQuery } from './entities';

export const MemberNums = Type.Object({ total: Type.Integer(), replied: Type.Integer(), unreplied: Type.Integer() });
export type MemberNums = Static<typeof MemberNums>;

export const getHostMemberNums = defineCall({
  method: 'GET',
  path: '/v1/focusTopics/compere/memberNums',
  summary: '主持人：参与者人数、已回复和未回复人数（整个讨论组或一个话题）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...GroupQuery, topicId: Type.Optional(Id('话题')) }), response: MemberNums },
});
