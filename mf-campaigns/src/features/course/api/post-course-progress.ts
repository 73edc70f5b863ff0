import type { postCourseProgress as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postCourseProgress = bindCall<typeof contract>('POST', '/v1/courses/:id/progress');

export const useSaveProgress = () => useCall(postCourseProgress);
