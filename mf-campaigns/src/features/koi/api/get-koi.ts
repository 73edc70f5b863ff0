import type { getKoi as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getKoi = bindCall<typeof contract>('GET', '/v1/koi');

/** Entries and, for a member, whether they entered and their completed tasks. */
export const useKoi = () => useRequest((http) => getKoi(http), []);
