// The member's invitations: the friends who registered with the invite code, and the gold they brought.
import type { Queryable } from '../db';
import { INVITE_REASON_PREFIX } from './invite-reward';

const rewardsOf = (q: Queryable, memberId: number) =>
  q.sql.selectFrom('gold_records').where('member_id', '=', memberId).where('reason', 'like', `${INVITE_REASON_PREFIX}%`);

/** How many friends the member invited and the gold their invitations paid. */
export async function inviteTotals(q: Queryable, memberId: number) {
  const { n } = await q.sql
    .selectFrom('members')
    .where('invited_by', '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { gold } = await rewardsOf(q, memberId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('change'), eb.lit(0)).as('gold'))
    .executeTakeFirstOrThrow();
  return { invited: Number(n), rewardGold: Number(gold) };
}

/** A page of the friends the member invited, newest first, with their total. */
export async function listInvitees(q: Queryable, memberId: number, size: number, offset: number) {
  const invited = q.sql.selectFrom('members').where('invited_by', '=', memberId);
  const list = await invited.select(['nickname', 'avatar', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await invited.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { list, total: Number(n) };
}

/** A page of the invitation rewards, newest first, with their count and sum. */
export async function listInviteRewards(q: Queryable, memberId: number, size: number, offset: number) {
  const rewards = rewardsOf(q, memberId);
  const list = await rewards.select(['id', 'change', 'reason', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
  const sum = await rewards
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('change'), eb.lit(0)).as('gold')])
    .executeTakeFirstOrThrow();
  return { list, total: Number(sum.n), totalGold: Number(sum.gold) };
}
