import type { getFeedbacks as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getFeedbacks = bindCall<typeof contract>('GET', '/v1/feedback');

/** One page of my feedback, the latest updated first. */
export const useFeedbacks = (page: number, size: number) => useRequest((http) => getFeedbacks(http, { page, size }), [page, size]);
