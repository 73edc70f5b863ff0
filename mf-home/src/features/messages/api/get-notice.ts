import type { getNotice as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getNotice = defineCall<typeof contract>('GET', '/v1/notices/:id');
export const useNotice = (id: number) => useRequest((http) => getNotice(http, { id }), [id], { enabled: id > 0 });
