import type { getFeedback as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getFeedback = bindCall<typeof contract>('GET', '/v1/feedback/:id');

/** One feedback item with the conversation; `setData` takes the item a reply or confirmation answers with. */
export const useFeedback = (id: number) => useRequest((http) => getFeedback(http, { id }), [id], { enabled: id > 0 });
