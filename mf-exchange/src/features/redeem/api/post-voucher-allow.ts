import type { postVoucherAllow as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const postVoucherAllow = bindCall<typeof contract>('POST', '/v1/benefits/allow/:id');

/** The member's coupons usable on product `id`, the biggest deduction first; nothing asked for visitors. */
export function useAllowedVouchers(id: number, enabled: boolean) {
  return useRequest((http) => postVoucherAllow(http, { id }), [id], { enabled });
}
