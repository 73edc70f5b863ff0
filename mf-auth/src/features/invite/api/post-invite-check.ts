import type { HttpClient } from '@survey/shared';

export interface Inviter { nickname: string; avatar: string }

export const postInviteCheck = (http: HttpClient, inviteCode: string) => http.post<{ inviter: Inviter }>('/v1/auth/invite/check', { inviteCode });
