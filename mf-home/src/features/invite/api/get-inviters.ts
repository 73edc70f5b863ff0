import type { getInviters as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getInviters = bindCall<typeof contract>('GET', '/v1/users/inviters');

/** One page of the friends who registered with my invite code, newest first. */
export const useInvitees = (page: number, size: number) => useRequest((http) => getInviters(http, { page, size }), [page, size]);
