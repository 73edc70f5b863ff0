import type { getExchangeOrder as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getExchangeOrder = bindCall<typeof contract>('GET', '/v1/exchange/orders/:id');

/** One order with every state it went through; asked only once its progress is opened. */
export function useExchangeOrder(id: number, enabled: boolean) {
  return useRequest((http) => getExchangeOrder(http, { id }), [id], { enabled });
}
