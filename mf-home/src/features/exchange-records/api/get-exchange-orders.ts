import type { CallQuery, getExchangeOrders as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getExchangeOrders = bindCall<typeof contract>('GET', '/v1/exchange/orders');

/** One page of the member's exchange records, all states or one. */
export function useExchangeOrders({ state, page, size }: CallQuery<typeof contract>) {
  return useRequest((http) => getExchangeOrders(http, state === undefined ? { page, size } : { state, page, size }), [state, page, size]);
}
