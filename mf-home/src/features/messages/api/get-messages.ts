import type { getMessages as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getMessages = bindCall<typeof contract>('GET', '/v1/messages');

/** One page of my messages, newest first. */
export const useMessages = (page: number, size: number) => useRequest((http) => getMessages(http, { page, size }), [page, size]);
