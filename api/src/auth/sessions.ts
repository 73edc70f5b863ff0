// A member's sessions: issuing one (at most MAX_SESSIONS live, the oldest ended first), rotating its
// tokens on refresh (with a grace window for a second tab), and ending them.
import type { LoginResult, SessionTokens } from '@survey/contract';
import type { ApiContext } from '../context';
import { hmacSha256Hex, randomToken, sha256 } from '../crypto';
import type { Queryable } from '../db';
import { type MemberRow, userInfo } from '../account/members';

/** Live sessions per member; signing in once more ends the oldest. */
export const MAX_SESSIONS = 10;
/**
 * How long a just-rotated refresh token still answers with the pair it was rotated to: two tabs
 * refreshing the same session at once both get the same new pair instead of a theft alarm.
 */
export const REFRESH_GRACE_MS = 30_000;

export async function issueSession(q: Queryable, ctx: ApiContext, memberId: number): Promise<SessionTokens> {
  const now = ctx.now();
  const token = randomToken();
  const refreshToken = randomToken();
  const expired = now + ctx.tokenTtlSeconds * 1000;
  await q.sql.deleteFrom('sessions').where('member_id', '=', memberId).where('refresh_expires_at', '<', now).execute();
  const { id } = await q.sql
    .insertInto('sessions')
    .values({
      member_id: memberId,
      token_hash: sha256(token),
      refresh_hash: sha256(refreshToken),
      expires_at: expired,
      refresh_expires_at: now + ctx.refreshTtlSeconds * 1000,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await q.sql
    .deleteFrom('sessions')
    .where('member_id', '=', memberId)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('sessions').select('id').where('member_id', '=', memberId).orderBy('id', 'desc').limit(MAX_SESSIONS),
    )
    .where('id', '!=', id)
    .execute();
  return { token, refreshToken, expired };
}

/** Ends every session of the member, except the one of `keepToken` (a password change keeps the one that made it). */
export async function endSessions(q: Queryable, memberId: number, keepToken?: string): Promise<void> {
  let del = q.sql.deleteFrom('sessions').where('member_id', '=', memberId);
  if (keepToken !== undefined) del = del.where('token_hash', '!=', sha256(keepToken));
  await del.execute();
}

/**
 * The pair a refresh token rotates to, derived from it with the token secret: the same refresh token
 * always rotates to the same pair, so the grace window can answer a second tab without storing tokens.
 */
const successor = (tokenSecret: string, refreshToken: string) => ({
  token: hmacSha256Hex(tokenSecret, `access:${refreshToken}`),
  refreshToken: hmacSha256Hex(tokenSecret, `refresh:${refreshToken}`),
});

export type Rotation = { status: 'ok'; tokens: SessionTokens } | { status: 'invalid' } | { status: 'reused' };

/**
 * Rotates both tokens of the session `token` + `refreshToken` belong to. A refresh token rotated away
 * less than REFRESH_GRACE_MS ago answers with the same new pair while that pair is still current; later,
 * or once the session has moved on, presenting it again ends the session (a stolen token).
 */
export async function rotateSession(ctx: ApiContext, token: string, refreshToken: string): Promise<Rotation> {
  const now = ctx.now();
  const oldToken = sha256(token);
  const oldRefresh = sha256(refreshToken);
  const next = successor(ctx.tokenSecret, refreshToken);
  return ctx.db.tx(async ({ sql: q }) => {
    const session = await q
      .updateTable('sessions')
      .set({
        token_hash: sha256(next.token),
        refresh_hash: sha256(next.refreshToken),
        expires_at: now + ctx.tokenTtlSeconds * 1000,
        refresh_expires_at: now + ctx.refreshTtlSeconds * 1000,
      })
      .where('refresh_hash', '=', oldRefresh)
      .where('token_hash', '=', oldToken)
      .where('refresh_expires_at', '>', now)
      .returning(['id', 'expires_at'])
      .executeTakeFirst();
    if (session) {
      await q
        .insertInto('used_refresh_tokens')
        .values({ refresh_hash: oldRefresh, token_hash: oldToken, session_id: session.id, used_at: now })
        .execute();
      return { status: 'ok', tokens: { ...next, expired: session.expires_at } };
    }
    const used = await q
      .selectFrom('used_refresh_tokens')
      .select(['session_id', 'used_at', 'token_hash'])
      .where('refresh_hash', '=', oldRefresh)
      .executeTakeFirst();
    if (!used) return { status: 'invalid' };
    if (used.token_hash === oldToken && now - used.used_at <= REFRESH_GRACE_MS) {
      const current = await q
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', used.session_id)
        .where('refresh_hash', '=', sha256(next.refreshToken))
        .where('refresh_expires_at', '>', now)
        .executeTakeFirst();
      if (current) return { status: 'ok', tokens: { ...next, expired: current.expires_at } };
    }
    // A rotated-away refresh token came back: treat the session as stolen and end it.
    await q.deleteFrom('sessions').where('id', '=', used.session_id).execute();
    return { status: 'reused' };
  });
}

/** A new session for the member, with the user info the sign-in answers carry. */
export async function loginResult(q: Queryable, ctx: ApiContext, member: MemberRow): Promise<LoginResult> {
  const tokens = await issueSession(q, ctx, member.id);
  return { ...tokens, user: userInfo(member) };
}

/** Signing out: ends the session of an access token. */
export async function endSessionOfToken(q: Queryable, token: string): Promise<void> {
  await q.sql.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
}
