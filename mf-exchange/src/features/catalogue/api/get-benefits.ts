import type { CallQuery, getBenefits as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getBenefits = defineCall<typeof contract>('GET', '/v3/benefits');

/** One page of the catalogue for a type (all types when undefined); an older answer never overwrites a newer one. */
export function useBenefits({ type, page, size }: CallQuery<typeof contract>) {
  const { data, status, reload } = useRequest(
    (http) => getBenefits(http, type === undefined ? { page, size } : { type, page, size }),
    [type, page, size],
  );
  return { data, status, reload };
}
