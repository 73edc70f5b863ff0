import type { getInvite as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getInvite = bindCall<typeof contract>('GET', '/v1/users/invite');

/** My invite code, how many friends it brought and the gold they earned me. */
export const useInviteSummary = () => useRequest((http) => getInvite(http), []);
