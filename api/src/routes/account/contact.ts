// The member's ways to be reached: email (a code to the new address) and mobile (a code to the old
// number, then one to the new number).
import type { FastifyInstance } from 'fastify';
import {
  getDevEmail,
  postEmail,
  postEmailSend,
  postMobile,
  postMobileCodeCheck,
  postMobileCodeSend,
  postNewMobileCode,
} from '@survey/contract';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { route } from '../../http/route';
import { consumeEmailCode, demoMailbox, sendEmailCode } from '../../member-centre/email-codes';
import { assertMobileTicket, issueMobileTicket, useMobileTicket } from '../../member-centre/mobile-change';
import { authMember, clientIp, memberByMobile } from '../../services';

const emailTaken = () => new ApiError(Codes.INVALID_PARAMS, '该邮箱已被其他会员绑定');
const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export function registerContactRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  const assertEmailFree = async (memberId: number, email: string) => {
    const other = await db.sql.selectFrom('members').select('id').where('email', '=', email).where('id', '!=', memberId).executeTakeFirst();
    if (other) throw emailTaken();
  };

  route(api, postEmailSend, async (req) => {
    const m = await authMember(ctx, req);
    const email = req.body.email.trim().toLowerCase();
    if (email === m.email) throw new ApiError(Codes.INVALID_PARAMS, '新邮箱与当前邮箱相同');
    await assertEmailFree(m.id, email);
    await sendEmailCode(ctx, m.id, email);
    return null;
  });

  route(api, postEmail, async (req) => {
    const m = await authMember(ctx, req);
    const email = req.body.email.trim().toLowerCase();
    await assertEmailFree(m.id, email);
    await consumeEmailCode(ctx, m.id, email, req.body.code.trim());
    await db.sql.updateTable('members').set({ email }).where('id', '=', m.id).execute();
    return null;
  });

  if (ctx.demo) {
    route(api, getDevEmail, async (req) => {
      const mail = demoMailbox(ctx).get(req.query.email.trim().toLowerCase());
      if (!mail) throw new ApiError(Codes.NOT_FOUND, '该邮箱没有验证码');
      return mail;
    });
  }

  route(api, postMobileCodeSend, async (req) => {
    const m = await authMember(ctx, req);
    await sendSmsCode(ctx, m.mobile, 'change-old', clientIp(req));
    return null;
  });

  route(api, postMobileCodeCheck, async (req) => {
    const m = await authMember(ctx, req);
    await consumeSmsCode(ctx, m.mobile, ['change-old'], ctx.fields.code(req.body.code), clientIp(req));
    return { ticket: await issueMobileTicket(ctx, m.id) };
  });

  route(api, postNewMobileCode, async (req) => {
    const m = await authMember(ctx, req);
    const mobile = ctx.fields.mobile(req.body.mobile);
    await assertMobileTicket(ctx, m.id, req.body.ticket);
    if (mobile === m.mobile) throw new ApiError(Codes.INVALID_PARAMS, '新手机号与当前手机号相同');
    if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED, '该手机号已被其他会员注册');
    await sendSmsCode(ctx, mobile, 'change-new', clientIp(req));
    return null;
  });

  route(api, postMobile, async (req) => {
    const m = await authMember(ctx, req);
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    await assertMobileTicket(ctx, m.id, req.body.ticket);
    await consumeSmsCode(ctx, mobile, ['change-new'], code, clientIp(req));
    try {
      await db.tx(async (q) => {
        await useMobileTicket(q, ctx, m.id, req.body.ticket);
        await q.sql.updateTable('members').set({ mobile }).where('id', '=', m.id).execute();
      });
    } catch (e) {
      // Registered by someone else between the code and now.
      if (isUniqueViolation(e)) throw new ApiError(Codes.MOBILE_REGISTERED, '该手机号已被其他会员注册');
      throw e;
    }
    return null;
  });
}
