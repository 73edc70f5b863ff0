// The member's ways to be reached and to sign in: email (a code to the new address) and mobile (a code
// to the new number), each behind a step-up ticket. A target another member holds answers like a free
// one (its holder gets a notice, never a code, so the last step refuses), and the sends are limited per
// member and per address: no probing which addresses are registered.
import type { FastifyInstance } from 'fastify';
import { getDevEmail, postEmail, postEmailSend, postMobile, postNewMobileCode } from '@survey/contract';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { maskAccount } from '../../lib/mask';
import { maskMobile } from '../../lib/mobile';
import { consumeEmailCode, demoMailbox, sendEmailCode } from '../../account/email-codes';
import { securityNotice } from '../../account/security-notice';
import { assertStepUpTicket, useStepUpTicket } from '../../account/step-up';
import { LIMITS, clientIp, countAttempt, type Limit } from '../../security/rate-limit';
import { emailTakenByOther, memberByMobile, updateMember } from '../../account/members';

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export function registerContactRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  /** Every send counts, whether its target is free or not (a success gives nothing back). */
  const limitSends = async (checks: (readonly [Limit, string])[]) => {
    const attempt = await countAttempt(db, ctx.now(), checks);
    if (!attempt.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '发送次数过多，请一小时后再试');
  };

  route(api, ctx, postEmailSend, async (req, me) => {
    const m = await me.member();
    const email = req.body.email.trim().toLowerCase();
    await assertStepUpTicket(ctx, m.id, req.body.ticket);
    if (email === m.email) throw new BusinessError(Codes.INVALID_PARAMS, '新邮箱与当前邮箱相同');
    await limitSends([
      [LIMITS.contactCodePerMember, String(m.id)],
      [LIMITS.emailCodePerAddress, email],
    ]);
    const notice = (await emailTakenByOther(db, m.id, email))
      ? '有人尝试将您的邮箱绑定到另一个账号；它已绑定您的账号，无需处理。'
      : undefined;
    return sendEmailCode(ctx, m.id, email, notice);
  });

  route(api, ctx, postEmail, async (req, me) => {
    const m = await me.member();
    const email = req.body.email.trim().toLowerCase();
    await assertStepUpTicket(ctx, m.id, req.body.ticket);
    // The code first: a taken address never got one, so it is refused like a wrong code.
    await consumeEmailCode(ctx, m.id, email, req.body.code.trim());
    if (await emailTakenByOther(db, m.id, email)) throw new BusinessError(Codes.INVALID_PARAMS, '该邮箱已被其他会员绑定');
    await db.tx(async (q) => {
      await useStepUpTicket(q, ctx, m.id, req.body.ticket);
      await updateMember(q, m.id, { email });
      await securityNotice(q, ctx, m.id, '邮箱已更换', `您的账号绑定的邮箱已更换为 ${maskAccount(email)}。`);
    });
    return null;
  });

  if (ctx.demo) {
    route(api, ctx, getDevEmail, async (req) => {
      const mail = demoMailbox(ctx).get(req.query.email.trim().toLowerCase());
      if (!mail) throw new BusinessError(Codes.NOT_FOUND, '该邮箱没有验证码');
      return mail;
    });
  }

  route(api, ctx, postNewMobileCode, async (req, me) => {
    const m = await me.member();
    const mobile = ctx.fields.mobile(req.body.mobile);
    await assertStepUpTicket(ctx, m.id, req.body.ticket);
    if (mobile === m.mobile) throw new BusinessError(Codes.INVALID_PARAMS, '新手机号与当前手机号相同');
    await limitSends([[LIMITS.contactCodePerMember, String(m.id)]]);
    const notice = (await memberByMobile(db, mobile)) ? '有人尝试将您的手机号绑定到另一个账号；该号码已注册，无需处理。' : undefined;
    return sendSmsCode(ctx, mobile, 'change-new', clientIp(req), notice, 'member');
  });

  route(api, ctx, postMobile, async (req, me) => {
    const m = await me.member();
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    await assertStepUpTicket(ctx, m.id, req.body.ticket);
    await consumeSmsCode(ctx, mobile, ['change-new'], code, clientIp(req));
    try {
      await db.tx(async (q) => {
        await useStepUpTicket(q, ctx, m.id, req.body.ticket);
        await updateMember(q, m.id, { mobile });
        await securityNotice(q, ctx, m.id, '手机号已更换', `您的账号手机号已更换为 ${maskMobile(mobile)}，今后请用新手机号登录。`);
      });
    } catch (e) {
      // Registered by someone else between the code and now.
      if (isUniqueViolation(e)) throw new BusinessError(Codes.MOBILE_REGISTERED, '该手机号已被其他会员注册');
      throw e;
    }
    return null;
  });
}
