import type { getMessage as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getMessage = bindCall<typeof contract>('GET', '/v1/messages/:id');

/** One message; opening it reads it. */
export const useMessage = (id: number) => useRequest((http) => getMessage(http, { id }), [id], { enabled: id > 0 });
