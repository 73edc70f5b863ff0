// SMS sign-in: send a code (every flow's first step), then log in with it (first login registers).
import type { FastifyInstance } from 'fastify';
import { postSmsChallenge, postSmsLogin, postSmsSend } from '@survey/contract';
import { issueSmsChallenge } from '../../auth/sms-challenge';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { clientIp } from '../../security/rate-limit';
import { createMember, memberByMobile } from '../../account/members';
import { loginResult } from '../../auth/sessions';

export function registerSmsRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, postSmsSend, async (req) => {
    const { scene, proof } = req.body;
    const mobile = ctx.fields.mobile(req.body.mobile);
    // Always the same answer (no probing which mobiles are registered); a flow that cannot succeed
    // gets an SMS saying so instead of a code.
    const member = await memberByMobile(db, mobile);
    let notice: string | undefined;
    if ((scene === 'register' || scene === 'invite') && member) notice = '该手机号已注册，请直接登录或找回密码';
    if (scene === 'reset' && !member) notice = '该手机号尚未注册，可使用短信验证码直接登录';
    return sendSmsCode(ctx, mobile, scene, clientIp(req), notice, { proof });
  });

  // The check a send asks for (1017) once one address has sent many codes this hour.
  route(api, ctx, postSmsChallenge, (req) => issueSmsChallenge(ctx, clientIp(req)));

  route(api, ctx, postSmsLogin, async (req) => {
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    await consumeSmsCode(ctx, mobile, ['login'], code, clientIp(req));
    const member = (await memberByMobile(db, mobile)) ?? (await db.tx((q) => createMember(q, ctx, { mobile })));
    return loginResult(db, ctx, member);
  });
}
