import { useRequest } from '@survey/shared';
import { getBenefits, type BenefitQuery } from '../api/get-benefits';

/** One page of the catalogue for a type; an older answer never overwrites a newer one. */
export function useBenefits({ type, page, size }: BenefitQuery) {
  const { data, status, reload } = useRequest(
    (http) => getBenefits(http, type === undefined ? { page, size } : { type, page, size }),
    [type, page, size],
  );
  return { data, status, reload };
}
