// The demo member's invitation: one friend who registered with the invite code (会员6621), and the
// reward row of the seeded gold history tied to that friend as a sign-up ties it (ref invite:<id>),
// so 已邀请, 我邀请的好友, 邀请奖励 and 累计奖励 all read the same friend.
import type { Queryable } from '../db';
import { inviteReason, inviteRewardRef } from '../account/invite-reward';

const DAY = 86_400_000;

export const DEMO_INVITEE = { mobile: '13600136621', nickname: '会员6621', daysAgo: 20 };

/** The gold history row of the invitation's reward (seed.ts writes it with the other history). */
export const DEMO_INVITE_REWARD: [number, string, number] = [500, inviteReason(DEMO_INVITEE.nickname), DEMO_INVITEE.daysAgo];

export async function seedInvitation(q: Queryable, now: number, inviterId: number): Promise<void> {
  const friend = await q.sql
    .insertInto('members')
    .values({
      mobile: DEMO_INVITEE.mobile,
      nickname: DEMO_INVITEE.nickname,
      member_code: 'M2026066',
      invite_code: 'F6621X',
      invited_by: inviterId,
      created_at: now - DEMO_INVITEE.daysAgo * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await q.sql
    .updateTable('gold_records')
    .set({ ref: inviteRewardRef(friend.id) })
    .where('member_id', '=', inviterId)
    .where('reason', '=', DEMO_INVITE_REWARD[1])
    .execute();
}
