// The member's invitations: the friends who registered with the invite code, and the gold they brought.
// One source: the friends (members.invited_by). A reward is the inviter's ledger row referring to one
// of them (invite-reward.ts), so 已邀请, the friends' list, the rewards and their total agree.
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { INVITE_REF_PREFIX } from './invite-reward';

const rewardsOf = (q: Queryable, memberId: number) =>
  q.sql
    .selectFrom('gold_records as g')
    .innerJoin('members as f', (join) =>
      join.on('f.invited_by', '=', memberId).on('g.ref', '=', sql<string>`${INVITE_REF_PREFIX} || f.id::text`),
    )
    .where('g.member_id', '=', memberId);

/** How many friends the member invited and the gold their invitations paid. */
export async function inviteTotals(q: Queryable, memberId: number) {
  const { n } = await q.sql
    .selectFrom('members')
    .where('invited_by', '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { gold } = await rewardsOf(q, memberId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('g.change'), eb.lit(0)).as('gold'))
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
  const list = await rewards
    .select(['g.id', 'g.change', 'g.reason', 'g.created_at'])
    .orderBy('g.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  const sum = await rewards
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('g.change'), eb.lit(0)).as('gold')])
    .executeTakeFirstOrThrow();
  return { list, total: Number(sum.n), totalGold: Number(sum.gold) };
}
