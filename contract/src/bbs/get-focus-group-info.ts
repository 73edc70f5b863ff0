import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { TaskQuery, TopicUser } from './entities';

/** The group as its header shows it, with the signed-in member's place in it. */
export const FocusGroupInfo = Type.Object({
  taskId: Id(),
  hashId: Type.String(),
  topicName: Type.String(),
  topicAvatar: Type.String(),
  user: TopicUser,
});
export type FocusGroupInfo = Static<typeof FocusGroupInfo>;

export const getFocusGroupInfo = defineCall({
  method: 'GET',
  path: '/focusMembers/info',
  summary: '讨论组页头信息：讨论组名称、头像和我的身份',
  tag: 'bbs',
  auth: true,
  schemas: { querystring: Type.Object(TaskQuery), response: FocusGroupInfo },
});
