import type { getExchangeInfo as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getExchangeInfo = bindCall<typeof contract>('GET', '/v1/users/exchange-info');

/** What the redeem flow pre-fills for a member (balance, identity, Alipay, address, already redeemed); nothing for visitors. */
export function useExchangeInfo(benefitId: number, enabled: boolean) {
  return useRequest((http) => getExchangeInfo(http, { benefitId }), [benefitId], { enabled });
}
