import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis, Page, PageQuery } from '../common/fields';

/** One invite reward: the gold credited when a friend registered with the member's invite code. */
export const InviteCredit = Type.Object({ id: Id(), gold: Type.Integer(), reason: Type.String(), createdAt: Millis });
export type InviteCredit = Static<typeof InviteCredit>;

export const InviteCreditPage = Type.Object({
  totalGold: Type.Integer({ description: '邀请奖励金币合计' }),
  ...Page(InviteCredit).properties,
});
export type InviteCreditPage = Static<typeof InviteCreditPage>;

export const getInviteCredits = defineCall({
  method: 'GET',
  path: '/v1/credits/invite',
  summary: '我的邀请奖励（新的在前）和奖励合计',
  tag: 'account',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: InviteCreditPage },
});
