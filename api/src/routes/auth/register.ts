// Signing up with a mobile, an SMS code and a password.
import type { FastifyInstance } from 'fastify';
import { postSmsRegister } from '@survey/contract';
import { consumeSmsCode } from '../../auth/sms-codes';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { hashPassword } from '../../crypto';
import { route } from '../../http/route';
import { clientIp } from '../../security/rate-limit';
import { createMember, memberByMobile } from '../../account/members';
import { loginResult } from '../../auth/sessions';

export function registerSignUpRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, postSmsRegister, async (req) => {
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    // The code first: only the mobile's owner learns that it is registered (no code is sent for it then).
    await consumeSmsCode(ctx, mobile, ['register'], code, clientIp(req));
    if (await memberByMobile(db, mobile)) throw new BusinessError(Codes.MOBILE_REGISTERED);
    const passwordHash = await hashPassword(req.body.password);
    const member = await db.tx((q) => createMember(q, ctx, { mobile, passwordHash }));
    return loginResult(db, ctx, member);
  });
}
