import type { getExchangeOrder as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getExchangeOrder = bindCall<typeof contract>('GET', '/v1/exchange/orders/:id');

/** The member's order with its whole code; nothing asked without an id. */
export function useExchangeOrder(id: number | null) {
  return useRequest((http) => getExchangeOrder(http, { id: id ?? 0 }), [id], { enabled: id !== null });
}
