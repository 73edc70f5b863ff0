import type { getVoucher as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getVoucher = bindCall<typeof contract>('GET', '/v1/benefits/:id');

/** One voucher with its uses; asked only while its record is open. */
export function useVoucher(id: number, enabled: boolean) {
  return useRequest((http) => getVoucher(http, { id }), [id], { enabled });
}
