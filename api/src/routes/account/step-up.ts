// Step-up: a fresh proof (the password, or a code to the member's current mobile) traded for a
// one-use ticket that binding a third-party account, setting a password, or changing mobile or
// email must carry (see account/step-up.ts).
import type { FastifyInstance } from 'fastify';
import { postMobileCodeCheck, postMobileCodeSend, postStepUp } from '@survey/contract';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { verifyPassword } from '../../crypto';
import { route } from '../../http/route';
import { issueStepUpTicket } from '../../account/step-up';
import { LIMITS, clientIp, countAttempt } from '../../security/rate-limit';

export function registerStepUpRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, ctx, postStepUp, async (req, me) => {
    const m = await me.member();
    // Counted before the check, on the same counter as the password change's old password.
    const attempt = await countAttempt(ctx.db, ctx.now(), [[LIMITS.oldPasswordPerMember, String(m.id)]]);
    if (!attempt.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '密码错误次数过多，请15分钟后再试');
    if (!(await verifyPassword(req.body.password, m.password_hash))) throw new BusinessError(Codes.BAD_CREDENTIALS, '登录密码错误');
    await attempt.succeeded();
    return { ticket: await issueStepUpTicket(ctx, m.id) };
  });

  route(api, ctx, postMobileCodeSend, async (req, me) => {
    const m = await me.member();
    return sendSmsCode(ctx, m.mobile, 'verify', clientIp(req), undefined, 'member');
  });

  route(api, ctx, postMobileCodeCheck, async (req, me) => {
    const m = await me.member();
    await consumeSmsCode(ctx, m.mobile, ['verify'], ctx.fields.code(req.body.code), clientIp(req));
    return { ticket: await issueStepUpTicket(ctx, m.id) };
  });
}
