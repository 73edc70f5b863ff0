import type { getFeedback as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getFeedback = defineCall<typeof contract>('GET', '/v1/feedback/:id');

/** One feedback item with the conversation; `setData` takes the item a reply or confirmation answers with. */
export const useFeedback = (id: number) => useRequest((http) => getFeedback(http, { id }), [id], { enabled: id > 0 });
