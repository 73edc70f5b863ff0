import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

const Earnings = Type.Object({
  gold: Type.Integer({ description: '任务获得的金币' }),
  tasks: Type.Integer({ description: '完成的任务数' }),
});

export const TaskSummary = Type.Object({
  /** Open tasks in all. */
  open: Type.Integer(),
  modules: Type.Array(
    Type.Object({ module: Type.Integer(), open: Type.Integer(), gold: Type.Integer({ description: '这些任务的金币合计' }) }),
  ),
  types: Type.Array(Type.Object({ type: Type.Integer(), open: Type.Integer() })),
  /** This member's task earnings, by China Standard Time day and month. */
  today: Earnings,
  month: Earnings,
});
export type TaskSummary = Static<typeof TaskSummary>;

export const getTasksSummary = defineCall({
  method: 'GET',
  path: '/v1/tasks/summary',
  summary: '任务大厅汇总：按模块、类型统计进行中的任务，以及本人今日、本月的任务收益',
  tag: 'tasks',
  auth: true,
  schemas: { response: TaskSummary },
});
