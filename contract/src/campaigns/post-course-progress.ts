import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const postCourseProgress = defineCall({
  method: 'POST',
  path: '/v1/courses/:id/progress',
  summary: '记下学习进度（只增不减）和视频播放位置',
  tag: 'campaigns',
  auth: true,
  schemas: {
    params: Type.Object({ id: Id('课程') }),
    body: Type.Object({
      progress: Type.Integer({ title: '进度', minimum: 0, maximum: 100 }),
      position: Type.Optional(Type.Integer({ title: '播放位置', minimum: 0, maximum: 86_400 })),
    }),
    response: Type.Object({ progress: Type.Integer(), position: Type.Integer() }),
  },
});
