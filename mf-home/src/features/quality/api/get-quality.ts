import type { getQuality as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getQuality = bindCall<typeof contract>('GET', '/v1/users/quality');

/** The member's quality score with its range and level. */
export function useQuality() {
  return useRequest((http) => getQuality(http), []);
}
