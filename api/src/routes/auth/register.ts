// Signing up with a mobile, an SMS code and a password.
import type { FastifyInstance } from 'fastify';
import { postSmsRegister } from '@survey/contract';
import { consumeSmsCode } from '../../auth/sms-codes';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { hashPassword } from '../../crypto';
import { decryptCode, decryptMobile } from '../../http/encrypted-fields';
import { route } from '../../http/route';
import { createMember, loginResult, memberByMobile } from '../../services';

export function registerSignUpRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, postSmsRegister, async (req) => {
    const mobile = decryptMobile(req.body.mobile);
    const code = decryptCode(req.body.code);
    if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED);
    await consumeSmsCode(ctx, mobile, ['register'], code);
    const passwordHash = await hashPassword(req.body.password);
    const member = await db.tx((q) => createMember(q, ctx, { mobile, passwordHash }));
    return loginResult(db, ctx, member);
  });
}
