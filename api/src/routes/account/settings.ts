import type { FastifyInstance } from 'fastify';
import { getAccount, postAvatar, postNickname, postPassword } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes, invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { hashPassword, verifyPassword } from '../../crypto';
import { bearerToken } from '../../http/caller';
import { updateMember, userInfo } from '../../account/members';
import { snsBindings } from '../../auth/sns-accounts';
import { ownObject } from '../../oss/objects';
import { passwordChanged } from '../../auth/password-change';
import { useStepUpTicket } from '../../account/step-up';
import { LIMITS, countAttempt } from '../../security/rate-limit';
import type { Provider } from '../../auth/providers';
import { maskAccount } from '../../lib/mask';

const OSS_FILES = '/api/oss/files/';

export function registerSettingsRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getAccount, async (req, me) => {
    const m = await me.member();
    const bindings = await snsBindings(db, m.id);
    const has = (p: Provider) => bindings.some((b) => b.provider === p);
    return {
      ...userInfo(m),
      email: m.email ? maskAccount(m.email) : '',
      gold: m.gold,
      credit: m.credit,
      quality: m.quality,
      inviteCode: m.invite_code,
      hasPassword: Boolean(m.password_hash),
      sns: { wechat: has('wechat'), qq: has('qq'), weibo: has('weibo'), alipay: has('alipay') },
    };
  });

  route(api, ctx, postNickname, async (req, me) => {
    const id = me.id;
    const nickname = req.body.nickname.trim();
    if (!nickname) throw invalid('昵称不能为空');
    await updateMember(db, id, { nickname });
    return null;
  });

  route(api, ctx, postAvatar, async (req, me) => {
    const id = me.id;
    const avatar = req.body.avatar.trim();
    // An uploaded avatar must be the member's own public image, not any object that happens to exist.
    const key = avatar.startsWith(OSS_FILES) ? decodeURIComponent(avatar.slice(OSS_FILES.length)) : null;
    if (key !== null) {
      const obj = await ownObject(db, key, id);
      if (!key.startsWith(`avatar/${id}/`) || !obj || obj.acl !== 'public-read' || !obj.content_type.startsWith('image/')) {
        throw invalid('头像图片无效，请重新上传');
      }
    }
    await updateMember(db, id, { avatar });
    return null;
  });

  route(api, ctx, postPassword, async (req, me) => {
    const m = await me.member();
    const { oldPassword, password, ticket } = req.body;
    // The proof: a step-up ticket, or else the old password; a member without one needs the ticket.
    if (!ticket && !m.password_hash) throw new BusinessError(Codes.STEP_UP_REQUIRED, '设置登录密码前请先验证当前手机号');
    if (!ticket) {
      if (!oldPassword) throw invalid('原密码不能为空');
      // A stolen session must not become the password: old-password guesses are counted before the check.
      const attempt = await countAttempt(db, ctx.now(), [[LIMITS.oldPasswordPerMember, String(m.id)]]);
      if (!attempt.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '原密码错误次数过多，请15分钟后再试');
      if (!(await verifyPassword(oldPassword, m.password_hash))) throw new BusinessError(Codes.BAD_CREDENTIALS, '原密码错误');
      await attempt.succeeded();
    }
    const passwordHash = await hashPassword(password);
    await db.tx(async (q) => {
      if (ticket) await useStepUpTicket(q, ctx, m.id, ticket);
      await updateMember(q, m.id, { password_hash: passwordHash });
      // Whoever else was signed in with the old password is signed out; this session stays.
      await passwordChanged(q, ctx, m.id, m.password_hash ? 'changed' : 'set', bearerToken(req));
    });
    return null;
  });
}
