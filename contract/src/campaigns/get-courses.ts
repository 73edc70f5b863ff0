import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, StringEnum } from '../common/fields';

export const Course = Type.Object({
  id: Id(),
  title: Type.String(),
  summary: Type.String(),
  kind: StringEnum('类型', ['article', 'video'] as const, 'article 图文，video 视频'),
  minutes: Type.Integer(),
  /** The member's progress in percent. */
  progress: Type.Integer(),
});
export type Course = Static<typeof Course>;

export const getCourses = defineCall({
  method: 'GET',
  path: '/v1/courses',
  summary: '新手课程（图文或视频）和我的学习进度',
  tag: 'campaigns',
  auth: true,
  schemas: { response: Type.Array(Course) },
});
