import type { getInviteCredits as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getInviteCredits = bindCall<typeof contract>('GET', '/v1/credits/invite');

/** My invite rewards and their total. */
export const useInviteCredits = (page: number, size: number) => useRequest((http) => getInviteCredits(http, { page, size }), [page, size]);
