import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Task } from '../common/entities';

export const getTasksRecommend = defineCall({
  method: 'GET',
  path: '/v1/tasks/recommend',
  summary: '推荐任务：最多 4 个进行中、未参加的任务，金币高的在前',
  tag: 'tasks',
  auth: true,
  schemas: { response: Type.Array(Task) },
});
