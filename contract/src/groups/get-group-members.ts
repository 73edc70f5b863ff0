import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Page, PageQuery, Text } from '../common/fields';
import { GroupMember, GroupQuery } from './entities';

/** The host's member filters; arrays are sent as repeated parameters (`topicIds=1&topicIds=2`). */
export const MemberFilters = {
  ...GroupQuery,
  /** Members who responded to any of these topics. */
  topicIds: Type.Optional(Type.Array(Id('话题'), { title: '话题', maxItems: 50 })),
  /** 1 host, 2 participant. */
  roles: Type.Optional(Type.Array(Type.Integer({ title: '角色', minimum: 1, maximum: 2 }), { title: '角色', maxItems: 2 })),
  keyword: Type.Optional(Text('成员名称', 20)),
};

export const getGroupMembers = defineCall({
  method: 'GET',
  path: '/focusMembers',
  summary: '主持人：讨论组成员及其回复数（数组参数重复传递，如 topicIds=1&topicIds=2）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...MemberFilters, ...PageQuery }), response: Page(GroupMember) },
});
