import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const InviteLink = Type.Object({
  inviteCode: Type.String(),
  /** <origin>/app/invite?inviteCode=… */
  link: Type.String(),
});
export type InviteLink = Static<typeof InviteLink>;

export const postInviteCode = defineCall({
  method: 'POST',
  path: '/v1/auth/invite/code',
  summary: '当前会员的邀请码和邀请链接',
  tag: 'auth',
  auth: true,
  schemas: { response: InviteLink },
});
