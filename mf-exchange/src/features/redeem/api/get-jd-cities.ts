import type { getJdCities as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getJdCities = bindCall<typeof contract>('GET', '/v1/jd/cities');

/** The regions under `parentId` (provinces for 0); nothing asked while `parentId` is null. */
export function useRegions(parentId: number | null) {
  return useRequest((http) => getJdCities(http, parentId ? { parentId } : {}), [parentId], { enabled: parentId !== null });
}
