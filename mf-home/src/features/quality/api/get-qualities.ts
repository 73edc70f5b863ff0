import type { getQualities as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getQualities = defineCall<typeof contract>('GET', '/v1/qualities');

/** One page of the quality score history, newest first. */
export function useQualities(page: number, size: number) {
  return useRequest((http) => getQualities(http, { page, size }), [page, size]);
}
