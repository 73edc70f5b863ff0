import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Task } from '../common/entities';
import { Page, PageQuery } from '../common/fields';

export const TaskPage = Page(Task);
export type TaskPage = Static<typeof TaskPage>;

export const getTasks = defineCall({
  method: 'GET',
  path: '/v1/tasks',
  summary: '任务列表（可按模块 0-4、类型 0-7 筛选），进行中的在前',
  tag: 'tasks',
  auth: true,
  schemas: {
    querystring: Type.Object({
      module: Type.Optional(Type.Integer({ title: '任务模块', minimum: 0, maximum: 4 })),
      type: Type.Optional(Type.Integer({ title: '任务类型', minimum: 0, maximum: 7 })),
      ...PageQuery,
    }),
    response: TaskPage,
  },
});
