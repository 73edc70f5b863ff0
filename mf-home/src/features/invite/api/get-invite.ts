import type { getInvite as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getInvite = defineCall<typeof contract>('GET', '/v1/users/invite');

/** One page of the friends who registered with my invite code, newest first. */
export const useInvitees = (page: number, size: number) => useRequest((http) => getInvite(http, { page, size }), [page, size]);
