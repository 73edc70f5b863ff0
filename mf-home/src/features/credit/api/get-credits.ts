import type { getCredits as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getCredits = bindCall<typeof contract>('GET', '/v1/credits');

/** One page of the rights value history, newest first. */
export function useCredits(page: number, size: number) {
  return useRequest((http) => getCredits(http, { page, size }), [page, size]);
}
