import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Course } from './get-courses';

export const CourseDetail = Type.Object({
  ...Course.properties,
  /** Rich text: the article, or a video's notes. */
  content: Type.String(),
  videoUrl: Type.String({ description: '视频地址（图文课程为空）' }),
  /** Where the member's video stopped, in seconds. */
  position: Type.Integer(),
});
export type CourseDetail = Static<typeof CourseDetail>;

export const getCourse = defineCall({
  method: 'GET',
  path: '/v1/courses/:id',
  summary: '一门课程的内容和我的进度',
  tag: 'campaigns',
  auth: true,
  schemas: { params: Type.Object({ id: Id('课程') }), response: CourseDetail },
});
