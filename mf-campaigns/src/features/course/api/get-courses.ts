import type { getCourses as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getCourses = bindCall<typeof contract>('GET', '/v1/courses');

export const useCourses = () => useRequest((http) => getCourses(http), []);
