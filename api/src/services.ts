import type { FastifyRequest } from 'fastify';
import type { LoginResult, UserInfo } from '@survey/contract';
import { type Selectable, sql } from 'kysely';
import { ApiError, Codes } from './codes';
import type { Ctx } from './context';
import { issueSession } from './auth/sessions';
import { randomCode, sha256 } from './crypto';
import type { Queryable } from './db';
import type { MembersTable } from './db/schema';
import { maskMobile } from './lib/mobile';
import { clientKey } from './security/rate-limit';

export type MemberRow = Selectable<MembersTable>;

export const ok = <T>(data: T) => ({ code: Codes.OK as number, message: 'success', data });

export const userInfo = (m: MemberRow): UserInfo => ({
  id: m.id,
  nickname: m.nickname,
  avatar: m.avatar,
  memberCode: m.member_code,
  mobile: maskMobile(m.mobile),
  bbsRole: m.bbs_role,
  // Spec: bbsRole 1 or 2 hides the point display.
  ...(m.bbs_role === 1 || m.bbs_role === 2 ? {} : { gold: m.gold }),
});

export async function memberById(q: Queryable, id: number): Promise<MemberRow | undefined> {
  return q.sql.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function memberByMobile(q: Queryable, mobile: string): Promise<MemberRow | undefined> {
  return q.sql.selectFrom('members').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** Creates a member (nickname 会员<last 4 digits>, memberCode M<year><id>, a fresh invite code). */
export async function createMember(
  q: Queryable,
  ctx: Ctx,
  input: { mobile: string; passwordHash?: string | null; nickname?: string; avatar?: string; invitedBy?: number | null },
): Promise<MemberRow> {
  // The id comes first: the member code is made from it.
  const { id } = await q.sql.selectNoFrom(sql<number>`nextval('members_id_seq')::int`.as('id')).executeTakeFirstOrThrow();
  const year = new Date(ctx.now() + 8 * 3600_000).getUTCFullYear();
  const memberCode = `M${year}${String(id).padStart(3, '0')}`;
  let inviteCode = randomCode(6);
  for (let i = 0; i < 5; i++) {
    const taken = await q.sql.selectFrom('members').select('id').where('invite_code', '=', inviteCode).executeTakeFirst();
    if (!taken) break;
    inviteCode = randomCode(6);
  }
  try {
    return await q.sql
      .insertInto('members')
      .values({
        id,
        mobile: input.mobile,
        password_hash: input.passwordHash ?? null,
        nickname: (input.nickname || `会员${input.mobile.slice(-4)}`).slice(0, 32),
        avatar: input.avatar ?? '',
        member_code: memberCode,
        invite_code: inviteCode,
        invited_by: input.invitedBy ?? null,
        created_at: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(Codes.MOBILE_REGISTERED);
    throw e;
  }
}

/**
 * Adds (or with a negative change, takes) gold and writes the ledger row with the balance after it, in
 * the caller's transaction. `ref` names the cause (task:<id>, profile): the ledger holds one row per
 * member and ref, so a cause can never be credited twice. A positive change is an earning unless the
 * caller says it gives gold back (`kind: 'refund'`), which rankings do not count.
 */
export async function addGold(
  q: Queryable,
  ctx: Ctx,
  memberId: number,
  change: number,
  reason: string,
  options: { ref?: string; kind?: 'refund' } = {},
): Promise<number> {
  const updated = await q.sql
    .updateTable('members')
    .set((eb) => ({ gold: eb('gold', '+', change) }))
    .where('id', '=', memberId)
    .where((eb) => eb(eb('gold', '+', change), '>=', 0))
    .returning('gold')
    .executeTakeFirst();
  if (!updated) throw new ApiError(Codes.INSUFFICIENT, '金币余额不足');
  await q.sql
    .insertInto('gold_records')
    .values({
      member_id: memberId,
      change,
      reason,
      balance: updated.gold,
      ref: options.ref ?? null,
      created_at: ctx.now(),
      kind: change < 0 ? 'spending' : (options.kind ?? 'earning'),
    })
    .execute();
  return updated.gold;
}

// ---- sessions -------------------------------------------------------------------------

export async function loginResult(q: Queryable, ctx: Ctx, member: MemberRow): Promise<LoginResult> {
  const tokens = await issueSession(q, ctx, member.id);
  return { ...tokens, user: userInfo(member) };
}

const BEARER = /^Bearer ([0-9a-f]{64})$/i;

/** The token of a well-formed `Authorization: Bearer <64 hex>` header, lower-cased. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1].toLowerCase() : undefined;
}

/** The member id of a valid bearer token, or code 401. */
export async function authenticate(ctx: Ctx, req: FastifyRequest): Promise<number> {
  const token = bearerToken(req);
  if (!token) throw new ApiError(Codes.UNAUTHORIZED);
  const session = await ctx.db.sql
    .selectFrom('sessions')
    .select('member_id')
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!session) throw new ApiError(Codes.UNAUTHORIZED);
  return session.member_id;
}

export async function authMember(ctx: Ctx, req: FastifyRequest): Promise<MemberRow> {
  const id = await authenticate(ctx, req);
  const m = await memberById(ctx.db, id);
  if (!m) throw new ApiError(Codes.UNAUTHORIZED);
  return m;
}

/** The client address per-client limits count (IPv6 by its /64); behind the site server, the address it forwards. */
export function clientIp(req: FastifyRequest): string {
  return clientKey(req.ip || 'unknown');
}
