// Who is calling: the bearer token of a request and the member it belongs to. `route()` reads them as the
// call's `auth` declares; handlers and domain code never authenticate on their own.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { sha256 } from '../crypto';
import type { MembersTable } from '../db/schema';

const BEARER = /^Bearer ([0-9a-f]{64})$/i;

/** The signed-in member of a call: the id read with the token, and their row when the handler needs it. */
export interface Caller {
  readonly id: number;
  /** The member's row (one more query, made once); 401 when the member no longer exists. */
  member(): Promise<Selectable<MembersTable>>;
}

/** The token of a well-formed `Authorization: Bearer <64 hex>` header, lower-cased. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1].toLowerCase() : undefined;
}

/** The member id of a valid bearer token, or code 401. */
async function sessionMemberId(ctx: ApiContext, req: FastifyRequest): Promise<number> {
  const token = bearerToken(req);
  if (!token) throw new BusinessError(Codes.UNAUTHORIZED);
  const session = await ctx.db.sql
    .selectFrom('sessions')
    .select('member_id')
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!session) throw new BusinessError(Codes.UNAUTHORIZED);
  return session.member_id;
}

function callerOf(ctx: ApiContext, id: number): Caller {
  let row: Promise<Selectable<MembersTable>> | undefined;
  const load = async () => {
    const m = await ctx.db.sql.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    if (!m) throw new BusinessError(Codes.UNAUTHORIZED);
    return m;
  };
  return { id, member: () => (row ??= load()) };
}

/** The caller of an `auth: true` call, or code 401. */
export async function requireCaller(ctx: ApiContext, req: FastifyRequest): Promise<Caller> {
  return callerOf(ctx, await sessionMemberId(ctx, req));
}

/** The caller of an `auth: 'optional'` call, or null for a visitor (an expired token reads as a visitor there). */
export async function optionalCaller(ctx: ApiContext, req: FastifyRequest): Promise<Caller | null> {
  if (!bearerToken(req)) return null;
  const id = await sessionMemberId(ctx, req).catch(() => null);
  return id === null ? null : callerOf(ctx, id);
}

/**
 * An `auth: 'operator'` call: `Authorization: Bearer <HEALTH_READ_TOKEN>` (the operators' token the release
 * tools send), else code 401. Demo mode lets anyone in: its operator view (/_platform) is public.
 */
export function requireOperator(ctx: ApiContext, req: FastifyRequest): void {
  if (ctx.demo) return;
  const header = req.headers.authorization;
  const given = Buffer.from(typeof header === 'string' ? header.trim() : '');
  const expected = Buffer.from(`Bearer ${ctx.healthReadToken}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BusinessError(Codes.UNAUTHORIZED);
}
