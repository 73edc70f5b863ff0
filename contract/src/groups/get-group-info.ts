import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { GroupQuery, TopicUser } from './entities';

/** The group as its header shows it, with the signed-in member's place in it. */
export const GroupInfo = Type.Object({
  taskId: Id(),
  hashId: Type.String(),
  topicName: Type.String(),
  topicAvatar: Type.String(),
  user: TopicUser,
});
export type GroupInfo = Static<typeof GroupInfo>;

export const getGroupInfo = defineCall({
  method: 'GET',
  path: '/focusMembers/info',
  summary: '讨论组页头信息：讨论组名称、头像和我的身份',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object(GroupQuery), response: GroupInfo },
});
