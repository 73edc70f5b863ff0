import type { Inviter, postInviteCheck as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const postInviteCheck = bindCall<typeof contract>('POST', '/v1/auth/invite/check');

export type InviteCheck = { kind: 'checking' } | { kind: 'valid'; inviter: Inviter } | { kind: 'invalid' };

/** Who invited with `inviteCode`; an empty code, or one the API refuses, is invalid. */
export function useInviteCheck(inviteCode: string): InviteCheck {
  const { data, status } = useRequest((http) => postInviteCheck(http, { inviteCode }), [inviteCode], { enabled: !!inviteCode });
  if (!inviteCode || status === 'error') return { kind: 'invalid' };
  return status === 'ready' && data ? { kind: 'valid', inviter: data.inviter } : { kind: 'checking' };
}
