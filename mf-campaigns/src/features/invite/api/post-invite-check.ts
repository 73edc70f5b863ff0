import type { postInviteCheck as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const postInviteCheck = bindCall<typeof contract>('POST', '/v1/auth/invite/check');

/** Who invited with `inviteCode` (status error when the API refuses the code). */
export const useInviter = (inviteCode: string) =>
  useRequest((http) => postInviteCheck(http, { inviteCode }), [inviteCode], { enabled: inviteCode !== '' });
