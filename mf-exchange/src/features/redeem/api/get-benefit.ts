import type { getBenefit as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getBenefit = bindCall<typeof contract>('GET', '/v3/benefits/:id');

/** One product's detail; `reload` reads it again (after a redeem was refused, stock or sale may have changed). */
export function useBenefit(id: number) {
  return useRequest((http) => getBenefit(http, { id }), [id]);
}
