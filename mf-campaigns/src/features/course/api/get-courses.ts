import type { getCourses as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getCourses = defineCall<typeof contract>('GET', '/v1/courses');

export const useCourses = () => useRequest((http) => getCourses(http), []);
