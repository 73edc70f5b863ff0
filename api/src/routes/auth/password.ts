// Password sign-in (also into a discussion group) and resetting a forgotten password by SMS.
import type { FastifyInstance } from 'fastify';
import { postPasswordLogin, postPasswordReset } from '@survey/contract';
import { passwordChanged } from '../../auth/password-change';
import { consumeSmsCode } from '../../auth/sms-codes';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { hashPassword, verifyPassword } from '../../crypto';
import { route } from '../../http/route';
import { LIMITS, clientIp, countAttempt } from '../../security/rate-limit';
import { memberByMobile, updateMember } from '../../account/members';
import { groupMembership } from '../../groups/access';
import { loginResult } from '../../auth/sessions';

export function registerPasswordRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, postPasswordLogin, async (req) => {
    const { password, taskHashId } = req.body;
    const mobile = ctx.fields.mobile(req.body.mobile);
    // Counted before the password is checked: a burst of parallel guesses is evaluated at most `max` times.
    const attempt = await countAttempt(db, ctx.now(), [
      [LIMITS.loginPerMobile, mobile],
      [LIMITS.loginPerAddress, clientIp(req)],
    ]);
    if (!attempt.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '密码错误次数过多，请15分钟后再试');
    const member = await memberByMobile(db, mobile);
    // Verified even for an unknown mobile, so the answer takes as long either way.
    const good = await verifyPassword(password, member?.password_hash);
    if (!member || !good) throw new BusinessError(Codes.BAD_CREDENTIALS);
    await attempt.succeeded();
    if (!taskHashId) return loginResult(db, ctx, member);
    const { taskId, seat } = await groupMembership(db, taskHashId, member.id);
    return {
      ...(await loginResult(db, ctx, member)),
      topicUser: { name: seat.name, avatar: seat.avatar, role: seat.role, memberId: member.id },
      taskId,
      role: seat.role,
    };
  });

  route(api, ctx, postPasswordReset, async (req) => {
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    // No reset code is ever sent to an unknown mobile, so its answer is the wrong code's: no probing.
    await consumeSmsCode(ctx, mobile, ['reset'], code, clientIp(req));
    const member = await memberByMobile(db, mobile);
    if (!member) throw new BusinessError(Codes.SMS_CODE_INVALID);
    const passwordHash = await hashPassword(req.body.password);
    await db.tx(async (q) => {
      await updateMember(q, member.id, { password_hash: passwordHash });
      // A reset is often because someone else knows the old password: sign out everywhere.
      await passwordChanged(q, ctx, member.id, 'reset');
    });
    return null;
  });
}
