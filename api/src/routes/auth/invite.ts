// Signing up by a member's invitation (the inviter is rewarded) and a member's own invite link.
import type { FastifyInstance } from 'fastify';
import { postInvite, postInviteCheck, postInviteCode } from '@survey/contract';
import { consumeSmsCode } from '../../auth/sms-codes';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { hashPassword } from '../../crypto';
import { publicOrigin } from '../../lib/public-origin';
import { route } from '../../http/route';
import { INVITE_REWARD, inviteReason, inviteRewardRef } from '../../account/invite-reward';
import { addGold } from '../../earnings/gold';
import { clientIp } from '../../security/rate-limit';
import { createMember, memberByInviteCode, memberByMobile } from '../../account/members';
import { loginResult } from '../../auth/sessions';

export function registerInviteRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  /** The member whose invite code this is (any case), or code 1009. */
  const inviterOf = async (inviteCode: string) => {
    const inviter = await memberByInviteCode(db, inviteCode);
    if (!inviter) throw new BusinessError(Codes.INVITE_CODE_INVALID);
    return inviter;
  };

  route(api, ctx, postInviteCheck, async (req) => {
    const inviter = await inviterOf(req.body.inviteCode);
    return { inviter: { nickname: inviter.nickname, avatar: inviter.avatar } };
  });

  route(api, ctx, postInvite, async (req) => {
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    const inviter = await inviterOf(req.body.inviteCode);
    // The code first: only the mobile's owner learns that it is registered.
    await consumeSmsCode(ctx, mobile, ['invite', 'register'], code, clientIp(req));
    if (await memberByMobile(db, mobile)) throw new BusinessError(Codes.MOBILE_REGISTERED);
    const passwordHash = await hashPassword(req.body.password);
    const member = await db.tx(async (q) => {
      const m = await createMember(q, ctx, { mobile, passwordHash, invitedBy: inviter.id });
      await addGold(q, ctx, inviter.id, INVITE_REWARD, inviteReason(m.nickname), { ref: inviteRewardRef(m.id) });
      return m;
    });
    return loginResult(db, ctx, member);
  });

  route(api, ctx, postInviteCode, async (req, me) => {
    const member = await me.member();
    return {
      inviteCode: member.invite_code,
      link: `${publicOrigin(ctx.siteOrigin, req)}/app/invite?inviteCode=${encodeURIComponent(member.invite_code)}`,
    };
  });
}
