// Who is calling: the bearer token of a request, and the member it belongs to.
import type { FastifyRequest } from 'fastify';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { sha256 } from '../crypto';
import { type MemberRow, memberById } from '../account/members';

const BEARER = /^Bearer ([0-9a-f]{64})$/i;

/** The token of a well-formed `Authorization: Bearer <64 hex>` header, lower-cased. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1].toLowerCase() : undefined;
}

/** The member id of a valid bearer token, or code 401. */
export async function authenticate(ctx: ApiContext, req: FastifyRequest): Promise<number> {
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

export async function authMember(ctx: ApiContext, req: FastifyRequest): Promise<MemberRow> {
  const id = await authenticate(ctx, req);
  const m = await memberById(ctx.db, id);
  if (!m) throw new BusinessError(Codes.UNAUTHORIZED);
  return m;
}
