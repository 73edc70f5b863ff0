import type { getCredit as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getCredit = bindCall<typeof contract>('GET', '/v1/users/credit');

/** The member's rights value, tier and rights. */
export function useCredit() {
  return useRequest((http) => getCredit(http), []);
}
