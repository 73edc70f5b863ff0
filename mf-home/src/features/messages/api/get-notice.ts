import type { getNotice as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getNotice = bindCall<typeof contract>('GET', '/v1/notices/:id');
export const useNotice = (id: number) => useRequest((http) => getNotice(http, { id }), [id], { enabled: id > 0 });
