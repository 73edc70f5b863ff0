import type { getCredit as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getCredit = defineCall<typeof contract>('GET', '/v1/users/credit');

/** The member's rights value, tier and rights. */
export function useCredit() {
  return useRequest((http) => getCredit(http), []);
}
