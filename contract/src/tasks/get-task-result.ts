import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, StringEnum } from '../common/fields';
import { CALLBACK_STATUSES } from './post-task-callback';

export const TaskResult = Type.Object({
  ref: Type.String(),
  status: StringEnum('处理结果', CALLBACK_STATUSES),
  /** JOIN_STATES value recorded. */
  state: Type.Integer(),
  taskId: Id(),
  taskTitle: Type.String(),
  taskType: Type.Integer(),
  gold: Type.Integer({ description: '本次发放的金币' }),
  credit: Type.Integer({ description: '本次增加的权益值' }),
  quality: Type.Integer({ description: '本次质量分变化' }),
  createdAt: Millis,
});
export type TaskResult = Static<typeof TaskResult>;

export const getTaskResult = defineCall({
  method: 'GET',
  path: '/v1/tasks/result',
  summary: '答题结果（结果页 /survey/end 用）：记录的参与状态和本次发放的奖励',
  tag: 'tasks',
  auth: false,
  schemas: {
    querystring: Type.Object({ ref: Type.String({ title: '结果编号', pattern: '^[0-9a-f]{32}$' }) }),
    response: TaskResult,
  },
});
