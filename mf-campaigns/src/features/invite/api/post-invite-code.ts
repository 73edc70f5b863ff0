import type { postInviteCode as contract } from '@survey/contract';
import { bindCall, useRequest, useSession } from '@survey/shared';

export const postInviteCode = bindCall<typeof contract>('POST', '/v1/auth/invite/code');

/** The signed-in member's invite code; disabled for visitors. */
export function useMyInviteCode() {
  const loggedIn = useSession().token !== null;
  return { loggedIn, ...useRequest((http) => postInviteCode(http), [], { enabled: loggedIn }) };
}
