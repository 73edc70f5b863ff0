import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';

export const InviteCode = Text('邀请码', 32, 1);

export const Inviter = Type.Object({ nickname: Type.String(), avatar: Type.String() });
export type Inviter = Static<typeof Inviter>;

export const postInviteCheck = defineCall({
  method: 'POST',
  path: '/v1/auth/invite/check',
  summary: '邀请码的邀请人（不区分大小写）；无效 1009',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ inviteCode: InviteCode }),
    response: Type.Object({ inviter: Inviter }),
  },
});
