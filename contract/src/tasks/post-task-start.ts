import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';
import { TaskChannel } from './get-task';

export const TaskHandoff = Type.Object({
  taskId: Id(),
  channel: TaskChannel,
  /** Where to send the browser: the supplier's page with a signed hand-off. */
  url: Type.String(),
  expiresAt: Millis,
});
export type TaskHandoff = Static<typeof TaskHandoff>;

export const postTaskStart = defineCall({
  method: 'POST',
  path: '/v1/tasks/start',
  summary: '开始任务：检查参与条件，返回带签名的供应商答题地址；参与方式须与任务一致，每个任务只能开始一次',
  tag: 'tasks',
  auth: true,
  schemas: {
    body: Type.Object({ taskId: Id('任务ID'), channel: TaskChannel }),
    response: TaskHandoff,
  },
});
