import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, Page, PageQuery, StringEnum } from '../common/fields';

export const MyTask = Type.Object({
  taskId: Id(),
  title: Type.String(),
  type: Type.Integer(),
  module: Type.Integer(),
  /** JOIN_STATES value. */
  state: Type.Integer(),
  /** false while the member is still answering (started, nothing recorded yet). */
  finished: Type.Boolean(),
  /** The task's gold reward, and what this join earned. */
  reward: Type.Integer(),
  gold: Type.Integer(),
  credit: Type.Integer(),
  quality: Type.Integer(),
  joinedAt: Millis,
  finishedAt: Type.Union([Millis, Type.Null()]),
});
export type MyTask = Static<typeof MyTask>;

export const MyTaskPage = Page(MyTask);
export type MyTaskPage = Static<typeof MyTaskPage>;

export const MY_TASK_FILTERS = ['all', 'ongoing', 'completed', 'failed'] as const;

export const getMyTasks = defineCall({
  method: 'GET',
  path: '/v1/tasks/mine',
  summary: '我的任务：参加过的任务及参与状态（进行中、已完成、未通过），新的在前',
  tag: 'tasks',
  auth: true,
  schemas: {
    querystring: Type.Object({ filter: Type.Optional(StringEnum('筛选', MY_TASK_FILTERS)), ...PageQuery }),
    response: MyTaskPage,
  },
});
