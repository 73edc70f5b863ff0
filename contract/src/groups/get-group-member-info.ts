import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { GroupQuery, TopicUser } from './entities';

export const getGroupMemberInfo = defineCall({
  method: 'GET',
  path: '/focusMembers/memberInfo',
  summary: '我在讨论组中的身份（名称、头像、角色：1 主持人，2 参与者）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(GroupQuery), response: TopicUser },
});
