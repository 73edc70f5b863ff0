import type { getQualities as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getQualities = bindCall<typeof contract>('GET', '/v1/qualities');

/** One page of the quality score history, newest first. */
export function useQualities(page: number, size: number) {
  return useRequest((http) => getQualities(http, { page, size }), [page, size]);
}
