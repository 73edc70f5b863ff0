// The member's invitations: the friends who registered with the invite code, and the rewards.
import type { FastifyInstance } from 'fastify';
import { getInvite, getInviteCredits } from '@survey/contract';
import type { Ctx } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { authMember, authenticate } from '../../services';

/** The reason the invite route credits the inviter with (auth/invite.ts). */
const INVITE_REASON_PREFIX = '邀请好友注册奖励';

export function registerInviteListRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getInvite, async (req) => {
    const m = await authMember(ctx, req);
    const { page, size, offset } = paging(req.query);
    const invited = db.sql.selectFrom('members').where('invited_by', '=', m.id);
    const list = await invited.select(['nickname', 'avatar', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await invited.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return {
      inviteCode: m.invite_code,
      list: list.map((r) => ({ nickname: r.nickname, avatar: r.avatar, createdAt: r.created_at })),
      total: n,
      page,
      size,
    };
  });

  route(api, getInviteCredits, async (req) => {
    const id = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const rewards = db.sql.selectFrom('point_records').where('member_id', '=', id).where('reason', 'like', `${INVITE_REASON_PREFIX}%`);
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
