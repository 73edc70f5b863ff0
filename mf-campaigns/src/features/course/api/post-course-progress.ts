import type { postCourseProgress as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postCourseProgress = defineCall<typeof contract>('POST', '/v1/courses/:id/progress');

export const useSaveProgress = () => useCall(postCourseProgress);
