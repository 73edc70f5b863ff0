import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** The current member's invitation at a glance: the code, how many friends it brought, what they earned. */
export const InviteSummary = Type.Object({
  inviteCode: Type.String({ title: '邀请码' }),
  invited: Type.Integer({ title: '已邀请人数' }),
  rewardGold: Type.Integer({ title: '累计邀请奖励（金币）' }),
  rewardPerInvite: Type.Integer({ title: '每邀请一位好友注册的奖励（金币）' }),
});
export type InviteSummary = Static<typeof InviteSummary>;

export const getInvite = defineCall({
  method: 'GET',
  path: '/v1/users/invite',
  summary: '我的邀请码、已邀请人数和累计奖励',
  tag: 'account',
  auth: true,
  schemas: { response: InviteSummary },
});
