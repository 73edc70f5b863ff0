import type { FastifyInstance } from 'fastify';
import { getAccount } from '@survey/contract';
import { route } from '../http/route';
import { ApiError, Codes, invalid } from '../codes';
import type { Ctx } from '../context';
import { hashPassword, verifyPassword } from '../crypto';
import { addGold, authMember, authenticate, ok, userInfo } from '../services';
import { body, page, password, query, str } from '../validate';
import { PROVIDERS, PROVIDER_NAMES, type Provider, isProvider } from '../auth/providers';

const DAY_MS = 86_400_000;
/** Calendar day in China Standard Time (UTC+8), YYYY-MM-DD. */
export const cstDay = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
export const checkinReward = (streak: number): number => Math.min(10 + 5 * (Math.max(streak, 1) - 1), 40);

export function registerAccountRoutes(api: FastifyInstance, ctx: Ctx): void {
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

  api.get('/v1/users/sns', async (req) => {
    const id = await authenticate(ctx, req);
    const bindings = await db.query<{ provider: string; nickname: string }>(
      'SELECT provider, nickname FROM sns_bindings WHERE member_id = $1',
      [id],
    );
    return ok(
      Object.entries(PROVIDERS).map(([type, p]) => {
        const b = bindings.find((x) => x.provider === p);
        return { type: Number(type), name: PROVIDER_NAMES[p], bound: Boolean(b), nickname: b?.nickname ?? '' };
      }),
    );
  });

  api.post('/v1/users/sns/unbind', async (req) => {
    const id = await authenticate(ctx, req);
    const b = body(req.body);
    const t = b.type;
    const provider = typeof t === 'number' || typeof t === 'string' ? PROVIDERS[Number(t) as 1] : undefined;
    if (!isProvider(provider)) throw invalid('第三方账号类型不正确');
    await db.query('DELETE FROM sns_bindings WHERE member_id = $1 AND provider = $2', [id, provider]);
    return ok(null);
  });

  api.post('/v1/users/nickname', async (req) => {
    const id = await authenticate(ctx, req);
    const nickname = str(body(req.body), 'nickname', '昵称', { max: 20 }).trim();
    if (!nickname || /[<>\u0000-\u001f]/.test(nickname)) throw invalid('昵称格式不正确');
    await db.query('UPDATE members SET nickname = $2 WHERE id = $1', [id, nickname]);
    return ok(null);
  });

  api.post('/v1/users/avatar', async (req) => {
    const id = await authenticate(ctx, req);
    const avatar = str(body(req.body), 'avatar', '头像', { max: 300 }).trim();
    if (!/^(\/api\/oss\/files\/|https?:\/\/)[\w\-./%?=&~]+$/.test(avatar)) throw invalid('头像地址不正确');
    await db.query('UPDATE members SET avatar = $2 WHERE id = $1', [id, avatar]);
    return ok(null);
  });

  api.post('/v1/users/password', async (req) => {
    const m = await authMember(ctx, req);
    const b = body(req.body);
    const next = password(b);
    if (m.password_hash) {
      const old = str(b, 'oldPassword', '原密码', { max: 64 });
      if (!(await verifyPassword(old, m.password_hash))) throw new ApiError(Codes.BAD_CREDENTIALS, '原密码错误');
    }
    await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [m.id, await hashPassword(next)]);
    return ok(null);
  });

  api.get('/v1/users/invite', async (req) => {
    const m = await authMember(ctx, req);
    const { size, offset, page: p } = page(query(req.query));
    const list = await db.query<{ nickname: string; avatar: string; created_at: number }>(
      'SELECT nickname, avatar, created_at FROM members WHERE invited_by = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [m.id, size, offset],
    );
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE invited_by = $1', [m.id]);
    return ok({
      inviteCode: m.invite_code,
      list: list.map((r) => ({ nickname: r.nickname, avatar: r.avatar, createdAt: Number(r.created_at) })),
      total: n,
      page: p,
      size,
    });
  });

  // ---- daily check-in -----------------------------------------------------------------

  const checkinState = async (memberId: number) => {
    const now = ctx.now();
    const today = cstDay(now);
    const yesterday = cstDay(now - DAY_MS);
    const monthStart = `${today.slice(0, 7)}-01`;
    const from = yesterday < monthStart ? yesterday : monthStart;
    const rows = await db.query<{ day: string; streak: number; reward: number }>(
      'SELECT day, streak, reward FROM checkins WHERE member_id = $1 AND day >= $2 ORDER BY day',
      [memberId, from],
    );
    const t = rows.find((r) => r.day === today);
    const y = rows.find((r) => r.day === yesterday);
    const streak = t ? t.streak : y ? y.streak : 0;
    return {
      checkedToday: Boolean(t),
      streak,
      todayReward: t ? t.reward : checkinReward(streak + 1),
      nextReward: t ? checkinReward(t.streak + 1) : checkinReward(streak + 2),
      days: rows.filter((r) => r.day >= monthStart).map((r) => r.day),
    };
  };

  api.get('/v1/users/checkin', async (req) => ok(await checkinState(await authenticate(ctx, req))));

  api.post('/v1/users/checkin', async (req) => {
    const id = await authenticate(ctx, req);
    const now = ctx.now();
    const today = cstDay(now);
    const done = await db.tx(async (q) => {
      const [y] = await q.query<{ streak: number }>('SELECT streak FROM checkins WHERE member_id = $1 AND day = $2', [
        id,
        cstDay(now - DAY_MS),
      ]);
      const streak = (y?.streak ?? 0) + 1;
      const reward = checkinReward(streak);
      const ins = await q.query(
        `INSERT INTO checkins (member_id, day, streak, reward, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, day) DO NOTHING RETURNING day`,
        [id, today, streak, reward, now],
      );
      if (!ins.length) return null;
      const gold = await addGold(q, ctx, id, reward, `每日签到（连续${streak}天）`);
      return { reward, streak, gold };
    });
    if (!done) return { code: Codes.ALREADY_CHECKED_IN, message: '今日已签到', data: await checkinState(id) };
    return ok(done);
  });
}
