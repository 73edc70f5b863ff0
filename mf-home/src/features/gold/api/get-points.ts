import type { getPoints as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getPoints = defineCall<typeof contract>('GET', '/v1/points');

/** The gold balance and one page of the ledger, newest first. */
export function usePoints(page: number, size: number) {
  return useRequest((http) => getPoints(http, { page, size }), [page, size]);
}
