import type { getGoldRecords as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getGoldRecords = bindCall<typeof contract>('GET', '/v1/points');

/** The gold balance and one page of the ledger, newest first. */
export function useGoldRecords(page: number, size: number) {
  return useRequest((http) => getGoldRecords(http, { page, size }), [page, size]);
}
