// The member's invitations: the friends who registered with the invite code, and the rewards.
import type { FastifyInstance } from 'fastify';
import { getInvite, getInviteCredits, getInviters } from '@survey/contract';
import { INVITE_REASON_PREFIX, INVITE_REWARD } from '../../auth/invite-reward';
import type { Ctx } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { authMember, authenticate } from '../../auth/authenticate';

export function registerInviteListRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  const rewardsOf = (memberId: number) =>
    db.sql.selectFrom('gold_records').where('member_id', '=', memberId).where('reason', 'like', `${INVITE_REASON_PREFIX}%`);

  route(api, getInvite, async (req) => {
    const m = await authMember(ctx, req);
    const { n } = await db.sql
      .selectFrom('members')
      .where('invited_by', '=', m.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { gold } = await rewardsOf(m.id)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('change'), eb.lit(0)).as('gold'))
      .executeTakeFirstOrThrow();
    return { inviteCode: m.invite_code, invited: Number(n), rewardGold: Number(gold), rewardPerInvite: INVITE_REWARD };
  });

  route(api, getInviters, async (req) => {
    const id = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const invited = db.sql.selectFrom('members').where('invited_by', '=', id);
    const list = await invited.select(['nickname', 'avatar', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await invited.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: list.map((r) => ({ nickname: r.nickname, avatar: r.avatar, createdAt: r.created_at })), total: Number(n), page, size };
  });

  route(api, getInviteCredits, async (req) => {
    const id = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const rewards = rewardsOf(id);
    const list = await rewards.select(['id', 'change', 'reason', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
    const sum = await rewards
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('change'), eb.lit(0)).as('gold')])
      .executeTakeFirstOrThrow();
    return {
      totalGold: Number(sum.gold),
      list: list.map((r) => ({ id: r.id, gold: r.change, reason: r.reason, createdAt: r.created_at })),
      total: Number(sum.n),
      page,
      size,
    };
  });
}
