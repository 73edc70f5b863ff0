import type { FastifyInstance } from 'fastify';
import { getAccount, getInvite, getSns, postAvatar, postNickname, postPassword, postSnsUnbind } from '@survey/contract';
import { route } from '../../http/route';
import { ApiError, Codes, invalid } from '../../codes';
import type { Ctx } from '../../context';
import { hashPassword, verifyPassword } from '../../crypto';
import { paging } from '../../lib/paging';
import { authMember, authenticate, bearerToken, userInfo } from '../../services';
import { endSessions } from '../../auth/sessions';
import { LIMITS, countAttempt } from '../../security/rate-limit';
import { PROVIDERS, PROVIDER_NAMES, type Provider } from '../../auth/providers';

export function registerProfileRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getAccount, async (req) => {
    const m = await authMember(ctx, req);
    const bindings = await db.sql.selectFrom('sns_bindings').select('provider').where('member_id', '=', m.id).execute();
    const has = (p: Provider) => bindings.some((b) => b.provider === p);
    return {
      ...userInfo(m),
      email: m.email,
      gold: m.gold,
      credit: m.credit,
      quality: m.quality,
      inviteCode: m.invite_code,
      hasPassword: Boolean(m.password_hash),
      sns: { wechat: has('wechat'), qq: has('qq'), weibo: has('weibo'), alipay: has('alipay') },
    };
  });

  route(api, getSns, async (req) => {
    const id = await authenticate(ctx, req);
    const bindings = await db.sql.selectFrom('sns_bindings').select(['provider', 'nickname']).where('member_id', '=', id).execute();
    return Object.entries(PROVIDERS).map(([type, p]) => {
      const b = bindings.find((x) => x.provider === p);
      return { type: Number(type), name: PROVIDER_NAMES[p], bound: Boolean(b), nickname: b?.nickname ?? '' };
    });
  });

  route(api, postSnsUnbind, async (req) => {
    const id = await authenticate(ctx, req);
    const provider = PROVIDERS[req.body.type as keyof typeof PROVIDERS];
    await db.sql.deleteFrom('sns_bindings').where('member_id', '=', id).where('provider', '=', provider).execute();
    return null;
  });

  route(api, postNickname, async (req) => {
    const id = await authenticate(ctx, req);
    const nickname = req.body.nickname.trim();
    if (!nickname) throw invalid('昵称不能为空');
    await db.sql.updateTable('members').set({ nickname }).where('id', '=', id).execute();
    return null;
  });

  route(api, postAvatar, async (req) => {
    const id = await authenticate(ctx, req);
    await db.sql.updateTable('members').set({ avatar: req.body.avatar.trim() }).where('id', '=', id).execute();
    return null;
  });

  route(api, postPassword, async (req) => {
    const m = await authMember(ctx, req);
    const { oldPassword, password } = req.body;
    if (m.password_hash) {
      if (!oldPassword) throw invalid('原密码不能为空');
      // A stolen session must not become the password: old-password guesses are counted before the check.
      const attempt = await countAttempt(db, ctx.now(), [[LIMITS.oldPasswordPerMember, String(m.id)]]);
      if (!attempt.allowed) throw new ApiError(Codes.TOO_FREQUENT, '原密码错误次数过多，请15分钟后再试');
      if (!(await verifyPassword(oldPassword, m.password_hash))) throw new ApiError(Codes.BAD_CREDENTIALS, '原密码错误');
      await attempt.succeeded();
    }
    const passwordHash = await hashPassword(password);
    await db.tx(async (q) => {
      await q.sql.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', m.id).execute();
      // Whoever else was signed in with the old password is signed out; this session stays.
      await endSessions(q, m.id, bearerToken(req));
    });
    return null;
  });

  route(api, getInvite, async (req) => {
    const m = await authMember(ctx, req);
    const { page, size, offset } = paging(req.query);
    const invited = db.sql.selectFrom('members').where('invited_by', '=', m.id);
    const list = await invited.select(['nickname', 'avatar', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await invited.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return {
      inviteCode: m.invite_code,
      list: list.map((r) => ({ nickname: r.nickname, avatar: r.avatar, createdAt: r.created_at })),
      total: n,
      page,
      size,
    };
  });
}
