// SMS sign-in: send a code (every flow's first step), then log in with it (first login registers).
import type { FastifyInstance } from 'fastify';
import { postSmsLogin, postSmsSend } from '@survey/contract';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { decryptCode, decryptMobile } from '../../http/encrypted-fields';
import { route } from '../../http/route';
import { clientIp, createMember, loginResult, memberByMobile } from '../../services';

export function registerSmsRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, postSmsSend, async (req) => {
    const { scene } = req.body;
    const mobile = decryptMobile(req.body.mobile);
    // Answer now what the next step would: no code for a flow that cannot succeed.
    if (scene === 'register' || scene === 'invite') {
      if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED);
    } else if (scene === 'reset') {
      if (!(await memberByMobile(db, mobile))) throw new ApiError(Codes.MOBILE_NOT_REGISTERED);
    }
    await sendSmsCode(ctx, mobile, scene, clientIp(req));
    return null;
  });

  route(api, postSmsLogin, async (req) => {
    const mobile = decryptMobile(req.body.mobile);
    const code = decryptCode(req.body.code);
    await consumeSmsCode(ctx, mobile, ['login'], code);
    const member = (await memberByMobile(db, mobile)) ?? (await db.tx((q) => createMember(q, ctx, { mobile })));
    return loginResult(db, ctx, member);
  });
}
