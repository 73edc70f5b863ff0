import type { getCourse as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getCourse = bindCall<typeof contract>('GET', '/v1/courses/:id');

export const useCourse = (id: number) => useRequest((http) => getCourse(http, { id }), [id], { enabled: id > 0 });
