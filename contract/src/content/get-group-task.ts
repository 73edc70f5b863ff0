import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, Text } from '../common/fields';

/** The discussion group behind a hash id. */
export const GroupTask = Type.Object({
  taskId: Id(),
  hashId: Type.String(),
  title: Type.String(),
  hostName: Type.String(),
  startAt: Millis,
  intro: Type.String(),
});
export type GroupTask = Static<typeof GroupTask>;

export const getGroupTask = defineCall({
  method: 'GET',
  path: '/focusSections/decode/task',
  summary: '讨论组任务（按 hash id 或数字编号）；不存在时 404',
  tag: 'content',
  auth: false,
  schemas: { querystring: Type.Object({ hashId: Text('讨论组编号', 32, 1) }), response: GroupTask },
});
