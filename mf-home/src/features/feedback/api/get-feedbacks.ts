import type { getFeedbacks as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getFeedbacks = defineCall<typeof contract>('GET', '/v1/feedback');

/** One page of my feedback, the latest updated first. */
export const useFeedbacks = (page: number, size: number) => useRequest((http) => getFeedbacks(http, { page, size }), [page, size]);
