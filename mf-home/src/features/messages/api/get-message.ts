import type { getMessage as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getMessage = defineCall<typeof contract>('GET', '/v1/messages/:id');

/** One message; opening it reads it. */
export const useMessage = (id: number) => useRequest((http) => getMessage(http, { id }), [id], { enabled: id > 0 });
