import type { CallQuery, getVouchers as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getVouchers = bindCall<typeof contract>('GET', '/v1/benefits');

/** One page of the member's vouchers in one state, with the count of each state. */
export function useVouchers({ state, page, size }: CallQuery<typeof contract>) {
  return useRequest((http) => getVouchers(http, { state, page, size }), [state, page, size]);
}
