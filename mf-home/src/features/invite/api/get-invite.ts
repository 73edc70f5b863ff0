import type { getInvite as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getInvite = defineCall<typeof contract>('GET', '/v1/users/invite');

/** My invite code, how many friends it brought and the gold they earned me. */
export const useInviteSummary = () => useRequest((http) => getInvite(http), []);
