import type { getAppraise as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getAppraise = bindCall<typeof contract>('GET', '/v1/appraise');

/** Last month's top members. */
export const useAppraise = () => useRequest((http) => getAppraise(http), []);
