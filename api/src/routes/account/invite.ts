// The member's invitations: the friends who registered with the invite code, and the rewards.
import type { FastifyInstance } from 'fastify';
import { getInvite, getInviteCredits, getInviters } from '@survey/contract';
import { INVITE_REWARD } from '../../account/invite-reward';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { inviteTotals, listInviteRewards, listInvitees } from '../../account/invitations';

export function registerInviteListRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getInvite, async (req, me) => {
    const m = await me.member();
    const { invited, rewardGold } = await inviteTotals(db, m.id);
    return { inviteCode: m.invite_code, invited, rewardGold, rewardPerInvite: INVITE_REWARD };
  });

  route(api, ctx, getInviters, async (req, me) => {
    const id = me.id;
    const { page, size, offset } = paging(req.query);
    const { list, total } = await listInvitees(db, id, size, offset);
    return { list: list.map((r) => ({ nickname: r.nickname, avatar: r.avatar, createdAt: r.created_at })), total, page, size };
  });

  route(api, ctx, getInviteCredits, async (req, me) => {
    const id = me.id;
    const { page, size, offset } = paging(req.query);
    const { list, total, totalGold } = await listInviteRewards(db, id, size, offset);
    return {
      totalGold,
      list: list.map((r) => ({ id: r.id, gold: r.change, reason: r.reason, createdAt: r.created_at })),
      total,
      page,
      size,
    };
  });
}
