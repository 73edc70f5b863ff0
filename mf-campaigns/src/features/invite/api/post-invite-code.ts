import type { postInviteCode as contract } from '@survey/contract';
import { defineCall, useRequest, useSession } from '@survey/shared';

export const postInviteCode = defineCall<typeof contract>('POST', '/v1/auth/invite/code');

/** The signed-in member's invite code; disabled for visitors. */
export function useMyInviteCode() {
  const loggedIn = useSession().token !== null;
  return { loggedIn, ...useRequest((http) => postInviteCode(http), [], { enabled: loggedIn }) };
}
