import type { FastifyInstance } from 'fastify';
import { ApiError, Codes, invalid } from '../codes';
import { type Ctx, originOf } from '../context';
import { hashPassword, randomToken, sha256, verifyPassword } from '../crypto';
import {
  SMS_SCENES,
  type SmsScene,
  addGold,
  authMember,
  clientIp,
  consumeSmsCode,
  createMember,
  loginResult,
  memberByMobile,
  ok,
  sendSmsCode,
  type MemberRow,
} from '../services';
import { body, encCode, encMobile, int, password, query, str } from '../validate';

export const PROVIDERS = { 1: 'wechat', 2: 'qq', 3: 'weibo', 4: 'alipay' } as const;
export type Provider = (typeof PROVIDERS)[keyof typeof PROVIDERS];
export const PROVIDER_NAMES: Record<Provider, string> = { wechat: '微信', qq: 'QQ', weibo: '微博', alipay: '支付宝' };
export const providerType = (p: Provider): number =>
  Number(Object.entries(PROVIDERS).find(([, v]) => v === p)![0]);
export const isProvider = (p: unknown): p is Provider =>
  typeof p === 'string' && (Object.values(PROVIDERS) as string[]).includes(p);

export const INVITE_REWARD = 500;
const QR_TTL_MS = 2 * 60_000;
const OAUTH_STATE_TTL_MS = 10 * 60_000;
const SNS_TICKET_TTL_MS = 30 * 60_000;
const HEX64 = /^[0-9a-f]{64}$/i;

/** Same-site relative path only (no scheme, no //host, no backslashes): no open redirects. */
export function safeRedirectPath(v: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9/_.\-~%]*$/.test(v) && !v.includes('\\') && v.length <= 200;
}

export function registerAuthRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const failedLogins = new Map<string, number[]>();

  api.post('/v1/auth/sms/send', async (req) => {
    const b = body(req.body);
    const scene = str(b, 'scene', '场景', { max: 16 }) as SmsScene;
    if (!SMS_SCENES.includes(scene)) throw invalid('场景不正确');
    const mobile = encMobile(b);
    if (scene === 'register' || scene === 'invite') {
      if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED);
    } else if (scene === 'reset') {
      if (!(await memberByMobile(db, mobile))) throw new ApiError(Codes.MOBILE_NOT_REGISTERED);
    }
    await sendSmsCode(ctx, mobile, scene, clientIp(req));
    return ok(null);
  });

  api.post('/auth/sms/login', async (req) => {
    const b = body(req.body);
    const mobile = encMobile(b);
    const code = encCode(b);
    await consumeSmsCode(ctx, mobile, ['login'], code);
    const member = (await memberByMobile(db, mobile)) ?? (await db.tx((q) => createMember(q, ctx, { mobile })));
    return ok(await loginResult(db, ctx, member));
  });

  api.post('/auth/password/login', async (req) => {
    const b = body(req.body);
    const mobile = encMobile(b);
    const pwd = str(b, 'password', '密码', { max: 64 });
    const taskHashId = str(b, 'taskHashId', '讨论组编号', { max: 32, optional: true });
    const now = ctx.now();
    const recent = (failedLogins.get(mobile) ?? []).filter((t) => now - t < 15 * 60_000);
    if (recent.length >= 10) throw new ApiError(Codes.TOO_FREQUENT, '密码错误次数过多，请15分钟后再试');
    const member = await memberByMobile(db, mobile);
    const good = await verifyPassword(pwd, member?.password_hash);
    if (!member || !good) {
      failedLogins.set(mobile, [...recent, now]);
      throw new ApiError(Codes.BAD_CREDENTIALS);
    }
    failedLogins.delete(mobile);
    if (!taskHashId) return ok(await loginResult(db, ctx, member));
    const [task] = await db.query<{ id: number }>(
      'SELECT id FROM tasks WHERE hash_id = $1 OR ($2::int IS NOT NULL AND id = $2::int)',
      [taskHashId, /^\d{1,9}$/.test(taskHashId) ? Number(taskHashId) : null],
    );
    if (!task) throw new ApiError(Codes.NOT_FOUND, '讨论组不存在');
    const [fm] = await db.query<{ name: string; avatar: string; role: number }>(
      'SELECT name, avatar, role FROM focus_members WHERE task_id = $1 AND member_id = $2',
      [task.id, member.id],
    );
    if (!fm) throw new ApiError(Codes.NOT_GROUP_MEMBER);
    const result = await loginResult(db, ctx, member);
    return ok({
      ...result,
      topicUser: { name: fm.name, avatar: fm.avatar, role: fm.role, memberId: member.id },
      taskId: task.id,
      role: fm.role,
    });
  });

  api.post('/auth/sms/register', async (req) => {
    const b = body(req.body);
    const mobile = encMobile(b);
    const code = encCode(b);
    const pwd = password(b);
    if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED);
    await consumeSmsCode(ctx, mobile, ['register'], code);
    const passwordHash = await hashPassword(pwd);
    const member = await db.tx((q) => createMember(q, ctx, { mobile, passwordHash }));
    return ok(await loginResult(db, ctx, member));
  });

  api.post('/v1/auth/token/refresh', async (req) => {
    const b = body(req.body);
    const token = str(b, 'token', 'token', { max: 128 });
    const refreshToken = str(b, 'refreshToken', 'refreshToken', { max: 128 });
    if (!HEX64.test(token) || !HEX64.test(refreshToken)) throw new ApiError(Codes.REFRESH_INVALID);
    const now = ctx.now();
    const oldRefresh = sha256(refreshToken.toLowerCase());
    const next = { token: randomToken(), refreshToken: randomToken(), expired: now + ctx.tokenTtlSeconds * 1000 };
    const result = await db.tx(async (q) => {
      const reused = await q.query<{ session_id: number }>(
        'SELECT session_id FROM used_refresh_tokens WHERE refresh_hash = $1',
        [oldRefresh],
      );
      if (reused.length) {
        // A rotated-away refresh token came back: treat the session as stolen and end it.
        await q.query('DELETE FROM sessions WHERE id = $1', [reused[0].session_id]);
        return 'reused' as const;
      }
      const rows = await q.query<{ id: number }>(
        `UPDATE sessions SET token_hash = $3, refresh_hash = $4, expires_at = $5, refresh_expires_at = $6
         WHERE refresh_hash = $1 AND token_hash = $2 AND refresh_expires_at > $7 RETURNING id`,
        [
          oldRefresh,
          sha256(token.toLowerCase()),
          sha256(next.token),
          sha256(next.refreshToken),
          next.expired,
          now + ctx.refreshTtlSeconds * 1000,
          now,
        ],
      );
      if (!rows.length) return 'invalid' as const;
      await q.query('INSERT INTO used_refresh_tokens (refresh_hash, session_id, used_at) VALUES ($1, $2, $3)', [
        oldRefresh,
        rows[0].id,
        now,
      ]);
      return 'ok' as const;
    });
    if (result !== 'ok') throw new ApiError(Codes.REFRESH_INVALID);
    return ok(next);
  });

  api.post('/v1/auth/logout', async (req) => {
    const header = req.headers.authorization;
    const m = typeof header === 'string' ? /^Bearer ([0-9a-f]{64})$/i.exec(header.trim()) : null;
    if (m) await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(m[1].toLowerCase())]);
    return ok(null);
  });

  // ---- QR code login ----------------------------------------------------------------

  api.get('/v1/auth/qrcode/login', async (req) => {
    const now = ctx.now();
    const qrId = randomToken(16);
    const expiresAt = now + QR_TTL_MS;
    await db.query('DELETE FROM qr_logins WHERE expires_at < $1', [now - 3600_000]);
    await db.query('INSERT INTO qr_logins (qr_id, status, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      qrId,
      'waiting',
      now,
      expiresAt,
    ]);
    const content = ctx.demo
      ? `${originOf(req)}/api/dev/qrcode/scan?qrId=${qrId}`
      : `survey-app://qrcode/login?qrId=${qrId}`;
    return ok({ qrId, content, expiresAt });
  });

  api.get('/v1/auth/qrcode/check', async (req) => {
    const qrId = str(query(req.query), 'qrId', '二维码编号', { max: 64 });
    const now = ctx.now();
    const [row] = await db.query<{ status: string; expires_at: number }>(
      'SELECT status, expires_at FROM qr_logins WHERE qr_id = $1',
      [qrId],
    );
    if (!row || Number(row.expires_at) <= now || row.status === 'consumed') throw new ApiError(Codes.QRCODE_EXPIRED);
    if (row.status === 'waiting' || row.status === 'scanned') {
      return { code: Codes.QRCODE_WAITING, message: '二维码等待确认', data: { status: row.status } };
    }
    const used = await db.query<{ member_id: number }>(
      "UPDATE qr_logins SET status = 'consumed' WHERE qr_id = $1 AND status = 'confirmed' RETURNING member_id",
      [qrId],
    );
    if (!used.length) throw new ApiError(Codes.QRCODE_EXPIRED);
    const [member] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [used[0].member_id]);
    if (!member) throw new ApiError(Codes.QRCODE_EXPIRED);
    return ok(await loginResult(db, ctx, member));
  });

  // ---- password reset -----------------------------------------------------------------

  api.post('/v1/auth/password/reset', async (req) => {
    const b = body(req.body);
    const mobile = encMobile(b);
    const code = encCode(b);
    const pwd = password(b);
    const member = await memberByMobile(db, mobile);
    if (!member) throw new ApiError(Codes.MOBILE_NOT_REGISTERED);
    await consumeSmsCode(ctx, mobile, ['reset'], code);
    const hash = await hashPassword(pwd);
    await db.tx(async (q) => {
      await q.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.id, hash]);
      await q.query('DELETE FROM sessions WHERE member_id = $1', [member.id]);
    });
    return ok(null);
  });

  // ---- invitations --------------------------------------------------------------------

  const inviterOf = async (b: Record<string, unknown>) => {
    const inviteCode = str(b, 'inviteCode', '邀请码', { max: 32 }).trim().toUpperCase();
    const [inviter] = await db.query<MemberRow>('SELECT * FROM members WHERE invite_code = $1', [inviteCode]);
    if (!inviter) throw new ApiError(Codes.INVITE_CODE_INVALID);
    return inviter;
  };

  api.post('/v1/auth/invite/check', async (req) => {
    const inviter = await inviterOf(body(req.body));
    return ok({ inviter: { nickname: inviter.nickname, avatar: inviter.avatar } });
  });

  api.post('/v1/auth/invite', async (req) => {
    const b = body(req.body);
    const mobile = encMobile(b);
    const code = encCode(b);
    const pwd = password(b);
    const inviter = await inviterOf(b);
    if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED);
    await consumeSmsCode(ctx, mobile, ['invite', 'register'], code);
    const passwordHash = await hashPassword(pwd);
    const member = await db.tx(async (q) => {
      const m = await createMember(q, ctx, { mobile, passwordHash, invitedBy: inviter.id });
      await addGold(q, ctx, inviter.id, INVITE_REWARD, `邀请好友注册奖励（${m.nickname}）`);
      return m;
    });
    return ok(await loginResult(db, ctx, member));
  });

  api.post('/v1/auth/invite/code', async (req) => {
    const member = await authMember(ctx, req);
    return ok({
      inviteCode: member.invite_code,
      link: `${originOf(req)}/app/invite?inviteCode=${encodeURIComponent(member.invite_code)}`,
    });
  });

  // ---- third-party accounts -----------------------------------------------------------

  api.get('/v1/auth/sns/url', async (req) => {
    const q = query(req.query);
    const type = int(q, 'type', '登录方式', { min: 1, max: 4 }) as 1 | 2 | 3 | 4;
    const redirect = str(q, 'redirect', '回调地址', { max: 200 });
    if (!safeRedirectPath(redirect)) throw invalid('回调地址不正确');
    if (!ctx.demo) throw new ApiError(Codes.SNS_NOT_CONFIGURED);
    const provider = PROVIDERS[type];
    const now = ctx.now();
    const state = randomToken(16);
    await db.query('DELETE FROM oauth_states WHERE expires_at < $1', [now - 3600_000]);
    await db.query(
      'INSERT INTO oauth_states (state, provider, redirect, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [state, provider, redirect, now, now + OAUTH_STATE_TTL_MS],
    );
    const url = `/api/dev/oauth/${provider}/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=${state}`;
    return ok({ url });
  });

  api.get<{ Params: { provider: string } }>('/v1/auth/:provider/callback', async (req, reply) => {
    const provider = req.params.provider;
    if (!isProvider(provider)) {
      reply.code(404);
      return { code: Codes.NOT_FOUND, message: '接口不存在', data: null };
    }
    const q = query(req.query);
    const code = str(q, provider === 'alipay' && q.auth_code !== undefined ? 'auth_code' : 'code', '授权码', { max: 128 });
    const state = str(q, 'state', 'state', { max: 128 });
    const now = ctx.now();
    const st = await db.query(
      `UPDATE oauth_states SET used_at = $3
       WHERE state = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3 RETURNING state`,
      [state, provider, now],
    );
    if (!st.length) throw new ApiError(Codes.OAUTH_STATE_INVALID);
    const [identity] = await db.query<{ openid: string; nickname: string; avatar: string }>(
      `UPDATE oauth_codes SET used_at = $3
       WHERE code = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3 RETURNING openid, nickname, avatar`,
      [code, provider, now],
    );
    if (!identity) throw new ApiError(Codes.SNS_TOKEN_INVALID);
    const [bound] = await db.query<MemberRow>(
      'SELECT m.* FROM sns_bindings b JOIN members m ON m.id = b.member_id WHERE b.provider = $1 AND b.openid = $2',
      [provider, identity.openid],
    );
    if (bound) return ok({ status: 'login', ...(await loginResult(db, ctx, bound)) });
    const snsToken = randomToken();
    await db.query(
      `INSERT INTO sns_tickets (token_hash, provider, openid, nickname, avatar, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [sha256(snsToken), provider, identity.openid, identity.nickname, identity.avatar, now + SNS_TICKET_TTL_MS],
    );
    return ok({
      status: 'bind',
      snsToken,
      nickname: identity.nickname,
      avatar: identity.avatar,
      type: providerType(provider),
    });
  });

  type Ticket = { provider: Provider; openid: string; nickname: string; avatar: string };
  const peekTicket = async (snsToken: string): Promise<Ticket> => {
    if (!HEX64.test(snsToken)) throw new ApiError(Codes.SNS_TOKEN_INVALID);
    const [t] = await db.query<Ticket>(
      'SELECT provider, openid, nickname, avatar FROM sns_tickets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [sha256(snsToken.toLowerCase()), ctx.now()],
    );
    if (!t) throw new ApiError(Codes.SNS_TOKEN_INVALID);
    return t;
  };

  /** Inside a transaction: uses the ticket once and binds it to `member`. */
  const bindTicket = async (q: Parameters<Parameters<typeof db.tx>[0]>[0], snsToken: string, t: Ticket, member: MemberRow) => {
    const used = await q.query('UPDATE sns_tickets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING provider', [
      sha256(snsToken.toLowerCase()),
      ctx.now(),
    ]);
    if (!used.length) throw new ApiError(Codes.SNS_TOKEN_INVALID);
    const clash = await q.query(
      'SELECT 1 FROM sns_bindings WHERE (member_id = $1 AND provider = $2) OR (provider = $2 AND openid = $3)',
      [member.id, t.provider, t.openid],
    );
    if (clash.length) throw new ApiError(Codes.SNS_ALREADY_BOUND, `该手机号已绑定其他${PROVIDER_NAMES[t.provider]}账号`);
    await q.query(
      'INSERT INTO sns_bindings (member_id, provider, openid, nickname, created_at) VALUES ($1, $2, $3, $4, $5)',
      [member.id, t.provider, t.openid, t.nickname, ctx.now()],
    );
  };

  api.post('/v1/auth/sns/bind', async (req) => {
    const b = body(req.body);
    const snsToken = str(b, 'snsToken', 'snsToken', { max: 128 });
    const mobile = encMobile(b);
    const code = encCode(b);
    const ticket = await peekTicket(snsToken);
    const existing = await memberByMobile(db, mobile);
    if (existing) {
      const clash = await db.query('SELECT 1 FROM sns_bindings WHERE member_id = $1 AND provider = $2', [
        existing.id,
        ticket.provider,
      ]);
      if (clash.length) throw new ApiError(Codes.SNS_ALREADY_BOUND, `该手机号已绑定其他${PROVIDER_NAMES[ticket.provider]}账号`);
    }
    await consumeSmsCode(ctx, mobile, ['bind'], code);
    const member = await db.tx(async (q) => {
      const m =
        (await q.query<MemberRow>('SELECT * FROM members WHERE mobile = $1', [mobile]))[0] ??
        (await createMember(q, ctx, { mobile, nickname: ticket.nickname, avatar: ticket.avatar }));
      await bindTicket(q, snsToken, ticket, m);
      return m;
    });
    return ok(await loginResult(db, ctx, member));
  });

  api.post('/v1/auth/sns/register', async (req) => {
    const b = body(req.body);
    const snsToken = str(b, 'snsToken', 'snsToken', { max: 128 });
    const mobile = encMobile(b);
    const code = encCode(b);
    const pwd = password(b);
    const ticket = await peekTicket(snsToken);
    if (await memberByMobile(db, mobile)) throw new ApiError(Codes.MOBILE_REGISTERED);
    await consumeSmsCode(ctx, mobile, ['bind', 'register'], code);
    const passwordHash = await hashPassword(pwd);
    const member = await db.tx(async (q) => {
      const m = await createMember(q, ctx, { mobile, passwordHash, nickname: ticket.nickname, avatar: ticket.avatar });
      await bindTicket(q, snsToken, ticket, m);
      return m;
    });
    return ok(await loginResult(db, ctx, member));
  });
}
