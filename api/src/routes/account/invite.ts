// The member's invitations: the friends who registered with the invite code, and the rewards.
import type { FastifyInstance } from 'fastify';
import { getInvite, getInviteCredits, getInviters } from '@survey/contract';
import { INVITE_REWARD } from '../../auth/invite-reward';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { authMember, authenticate } from '../../auth/authenticate';
import { inviteTotals, listInviteRewards, listInvitees } from '../../account/invitations';

export function registerInviteListRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, getInvite, async (req) => {
    const m = await authMember(ctx, req);
    const { invited, rewardGold } = await inviteTotals(db, m.id);
    return { inviteCode: m.invite_code, invited, rewardGold, rewardPerInvite: INVITE_REWARD };
  });

  route(api, getInviters, async (req) => {
    const id = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const { list, total } = await listInvitees(db, id, size, offset);
    return { list: list.map((r) => ({ nickname: r.nickname, avatar: r.avatar, createdAt: r.created_at })), total, page, size };
  });

  route(api, getInviteCredits, async (req) => {
    const id = await authenticate(ctx, req);
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
