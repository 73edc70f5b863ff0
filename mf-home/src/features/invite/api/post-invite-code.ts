import type { postInviteCode as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const postInviteCode = bindCall<typeof contract>('POST', '/v1/auth/invite/code');

/** The member's invite code and link (a POST by the API's design; it changes nothing). */
export const useInviteLink = () => useRequest((http) => postInviteCode(http), []);
