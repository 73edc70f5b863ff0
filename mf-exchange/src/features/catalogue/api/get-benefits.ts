import type { CallQuery, getBenefits as contract } from '@survey/contract';
import { bindCall, useRequest, type HttpClient } from '@survey/shared';

export const getBenefits = bindCall<typeof contract>('GET', '/v3/benefits');

export const BENEFIT_PAGE_SIZE = 12;

function intParam(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The catalogue page the address asks for: `?type=` (all types without it) and `?page=`. */
export function catalogueQuery(search: URLSearchParams): { type?: number; page: number; size: number } {
  const type = intParam(search.get('type'));
  const page = Math.max(1, intParam(search.get('page')) ?? 1);
  return { type, page, size: BENEFIT_PAGE_SIZE };
}

/** Sent as the screen sends it: no `type` key for all types. */
function benefitsInput({ type, page, size }: CallQuery<typeof contract>) {
  return type === undefined ? { page, size } : { type, page, size };
}

/** Starts the catalogue page of an address before its screen renders (the area's prefetch). */
export function prefetchBenefits(http: HttpClient, search: URLSearchParams): void {
  getBenefits.prefetch(http, benefitsInput(catalogueQuery(search)));
}

/** One page of the catalogue for a type (all types when undefined); an older answer never overwrites a newer one. */
export function useBenefits({ type, page, size }: CallQuery<typeof contract>) {
  const { data, status, reload } = useRequest((http) => getBenefits(http, benefitsInput({ type, page, size })), [type, page, size]);
  return { data, status, reload };
}
