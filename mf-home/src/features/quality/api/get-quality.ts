import type { getQuality as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getQuality = defineCall<typeof contract>('GET', '/v1/users/quality');

/** The member's quality score with its range and level. */
export function useQuality() {
  return useRequest((http) => getQuality(http), []);
}
