import type { FastifyRequest } from 'fastify';
import { ApiError, Codes } from './codes';
import type { Ctx } from './context';
import { randomCode, randomDigits, randomToken, safeEqual, sha256 } from './crypto';
import type { Queryable } from './db';
import { maskMobile } from './validate';

export interface MemberRow {
  id: number;
  mobile: string;
  password_hash: string | null;
  nickname: string;
  avatar: string;
  member_code: string;
  email: string;
  bbs_role: number;
  gold: number;
  credit: number;
  quality: number;
  invite_code: string;
  invited_by: number | null;
  created_at: number;
}

export interface SessionTokens {
  token: string;
  refreshToken: string;
  expired: number;
}

export interface UserInfo {
  id: number;
  nickname: string;
  avatar: string;
  memberCode: string;
  mobile: string;
  bbsRole: number;
}

export interface LoginResult extends SessionTokens {
  user: UserInfo;
}

export const ok = <T>(data: T) => ({ code: Codes.OK as number, message: 'success', data });

export const userInfo = (m: MemberRow): UserInfo => ({
  id: m.id,
  nickname: m.nickname,
  avatar: m.avatar,
  memberCode: m.member_code,
  mobile: maskMobile(m.mobile),
  bbsRole: m.bbs_role,
});

export async function memberById(q: Queryable, id: number): Promise<MemberRow | undefined> {
  return (await q.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]))[0];
}

export async function memberByMobile(q: Queryable, mobile: string): Promise<MemberRow | undefined> {
  return (await q.query<MemberRow>('SELECT * FROM members WHERE mobile = $1', [mobile]))[0];
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** Creates a member (nickname 会员<last 4 digits>, memberCode M<year><id>, a fresh invite code). */
export async function createMember(
  q: Queryable,
  ctx: Ctx,
  input: { mobile: string; passwordHash?: string | null; nickname?: string; avatar?: string; invitedBy?: number | null },
): Promise<MemberRow> {
  const [{ id }] = await q.query<{ id: number }>("SELECT nextval('members_id_seq')::int AS id");
  const year = new Date(ctx.now() + 8 * 3600_000).getUTCFullYear();
  const memberCode = `M${year}${String(id).padStart(3, '0')}`;
  let inviteCode = randomCode(6);
  for (let i = 0; i < 5; i++) {
    const taken = await q.query('SELECT 1 FROM members WHERE invite_code = $1', [inviteCode]);
    if (!taken.length) break;
    inviteCode = randomCode(6);
  }
  try {
    const rows = await q.query<MemberRow>(
      `INSERT INTO members (id, mobile, password_hash, nickname, avatar, member_code, invite_code, invited_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        id,
        input.mobile,
        input.passwordHash ?? null,
        (input.nickname || `会员${input.mobile.slice(-4)}`).slice(0, 32),
        input.avatar ?? '',
        memberCode,
        inviteCode,
        input.invitedBy ?? null,
        ctx.now(),
      ],
    );
    return rows[0];
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(Codes.MOBILE_REGISTERED);
    throw e;
  }
}

/** Adds (or with a negative change, takes) gold and writes a point record. */
export async function addGold(q: Queryable, ctx: Ctx, memberId: number, change: number, reason: string): Promise<number> {
  const rows = await q.query<{ gold: number }>(
    'UPDATE members SET gold = gold + $2 WHERE id = $1 AND gold + $2 >= 0 RETURNING gold',
    [memberId, change],
  );
  if (!rows.length) throw new ApiError(Codes.INSUFFICIENT, '金币余额不足');
  await q.query('INSERT INTO point_records (member_id, change, reason, created_at) VALUES ($1, $2, $3, $4)', [
    memberId,
    change,
    reason,
    ctx.now(),
  ]);
  return rows[0].gold;
}

// ---- sessions -------------------------------------------------------------------------

export async function issueSession(q: Queryable, ctx: Ctx, memberId: number): Promise<SessionTokens> {
  const now = ctx.now();
  const token = randomToken();
  const refreshToken = randomToken();
  const expired = now + ctx.tokenTtlSeconds * 1000;
  await q.query('DELETE FROM sessions WHERE member_id = $1 AND refresh_expires_at < $2', [memberId, now]);
  await q.query(
    `INSERT INTO sessions (member_id, token_hash, refresh_hash, expires_at, refresh_expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [memberId, sha256(token), sha256(refreshToken), expired, now + ctx.refreshTtlSeconds * 1000, now],
  );
  return { token, refreshToken, expired };
}

export async function loginResult(q: Queryable, ctx: Ctx, member: MemberRow): Promise<LoginResult> {
  const tokens = await issueSession(q, ctx, member.id);
  return { ...tokens, user: userInfo(member) };
}

const BEARER = /^Bearer ([0-9a-f]{64})$/i;

/** The member id of a valid bearer token, or code 401. */
export async function authenticate(ctx: Ctx, req: FastifyRequest): Promise<number> {
  const header = req.headers.authorization;
  const m = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
  if (!m) throw new ApiError(Codes.UNAUTHORIZED);
  const rows = await ctx.db.query<{ member_id: number }>(
    'SELECT member_id FROM sessions WHERE token_hash = $1 AND expires_at > $2',
    [sha256(m[1].toLowerCase()), ctx.now()],
  );
  if (!rows.length) throw new ApiError(Codes.UNAUTHORIZED);
  return rows[0].member_id;
}

export async function authMember(ctx: Ctx, req: FastifyRequest): Promise<MemberRow> {
  const id = await authenticate(ctx, req);
  const m = await memberById(ctx.db, id);
  if (!m) throw new ApiError(Codes.UNAUTHORIZED);
  return m;
}

// ---- SMS codes ------------------------------------------------------------------------

export const SMS_SCENES = ['login', 'register', 'reset', 'bind', 'invite'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];
const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

const codeHash = (mobile: string, scene: string, code: string) => sha256(`${mobile}:${scene}:${code}`);

export async function sendSmsCode(ctx: Ctx, mobile: string, scene: SmsScene, ip: string): Promise<void> {
  const now = ctx.now();
  const hourAgo = now - 3600_000;
  const { mobileIntervalSeconds, mobilePerHour, ipPerHour } = ctx.smsLimits;
  const code = randomDigits(6);
  await ctx.db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${mobile}`]);
    const [byMobile] = await q.query<{ n: number; last: number | null }>(
      'SELECT count(*)::int AS n, max(created_at) AS last FROM sms_codes WHERE mobile = $1 AND created_at > $2',
      [mobile, hourAgo],
    );
    if (byMobile.last !== null && now - Number(byMobile.last) < mobileIntervalSeconds * 1000) {
      throw new ApiError(Codes.TOO_FREQUENT);
    }
    if (byMobile.n >= mobilePerHour) throw new ApiError(Codes.TOO_FREQUENT, '该手机号发送次数过多，请一小时后再试');
    const [byIp] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_codes WHERE ip = $1 AND created_at > $2',
      [ip, hourAgo],
    );
    if (byIp.n >= ipPerHour) throw new ApiError(Codes.TOO_FREQUENT);
    // A new code replaces any earlier unused one of the same scene.
    await q.query('UPDATE sms_codes SET used_at = $3 WHERE mobile = $1 AND scene = $2 AND used_at IS NULL', [
      mobile,
      scene,
      now,
    ]);
    await q.query(
      'INSERT INTO sms_codes (mobile, scene, code_hash, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [mobile, scene, codeHash(mobile, scene, code), ip, now, now + SMS_TTL_MS],
    );
  });
  if (ctx.demo) {
    ctx.smsInbox.set(mobile, { code, scene, sentAt: now });
    ctx.log.info({ sms: { mobile, scene, code } }, `demo SMS code for ${mobile} (${scene}): ${code}`);
  } else {
    ctx.log.info({ sms: { mobile: maskMobile(mobile), scene } }, 'SMS code issued (no SMS gateway configured)');
  }
}

/** Consumes a valid code of one of `scenes`; code 1002 otherwise. Five wrong tries burn the code. */
export async function consumeSmsCode(ctx: Ctx, mobile: string, scenes: SmsScene[], code: string): Promise<void> {
  const now = ctx.now();
  const [a, b = a] = scenes;
  const rows = await ctx.db.query<{ id: number; scene: string; code_hash: string; attempts: number }>(
    `SELECT id, scene, code_hash, attempts FROM sms_codes
     WHERE mobile = $1 AND scene IN ($2, $3) AND used_at IS NULL AND expires_at > $4
     ORDER BY id DESC LIMIT 2`,
    [mobile, a, b, now],
  );
  for (const row of rows) {
    if (safeEqual(row.code_hash, codeHash(mobile, row.scene, code))) {
      const used = await ctx.db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
        row.id,
        now,
      ]);
      if (used.length) return;
    }
  }
  for (const row of rows) {
    await ctx.db.query(
      `UPDATE sms_codes SET attempts = attempts + 1,
         used_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE used_at END
       WHERE id = $1`,
      [row.id, SMS_MAX_ATTEMPTS, now],
    );
  }
  throw new ApiError(Codes.SMS_CODE_INVALID);
}

export function clientIp(req: FastifyRequest): string {
  return (req.ip || 'unknown').slice(0, 64);
}
