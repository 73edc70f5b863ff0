// The session's tokens: refreshing them (both rotate) and ending the session.
import type { FastifyInstance } from 'fastify';
import { postLogout, postTokenRefresh } from '@survey/contract';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { randomToken, sha256 } from '../../crypto';
import { route } from '../../http/route';
import { bearerToken } from '../../services';

const HEX64 = /^[0-9a-f]{64}$/i;

export function registerTokenRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, postTokenRefresh, async (req) => {
    const { token, refreshToken } = req.body;
    if (!HEX64.test(token) || !HEX64.test(refreshToken)) throw new ApiError(Codes.REFRESH_INVALID);
    const now = ctx.now();
    const oldRefresh = sha256(refreshToken.toLowerCase());
    const next = { token: randomToken(), refreshToken: randomToken(), expired: now + ctx.tokenTtlSeconds * 1000 };
    const result = await db.tx(async ({ sql: q }) => {
      const reused = await q
        .selectFrom('used_refresh_tokens')
        .select('session_id')
        .where('refresh_hash', '=', oldRefresh)
        .executeTakeFirst();
      if (reused) {
        // A rotated-away refresh token came back: treat the session as stolen and end it.
        await q.deleteFrom('sessions').where('id', '=', reused.session_id).execute();
        return 'reused' as const;
      }
      const session = await q
        .updateTable('sessions')
        .set({
          token_hash: sha256(next.token),
          refresh_hash: sha256(next.refreshToken),
          expires_at: next.expired,
          refresh_expires_at: now + ctx.refreshTtlSeconds * 1000,
        })
        .where('refresh_hash', '=', oldRefresh)
        .where('token_hash', '=', sha256(token.toLowerCase()))
        .where('refresh_expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (!session) return 'invalid' as const;
      await q.insertInto('used_refresh_tokens').values({ refresh_hash: oldRefresh, session_id: session.id, used_at: now }).execute();
      return 'ok' as const;
    });
    if (result !== 'ok') throw new ApiError(Codes.REFRESH_INVALID);
    return next;
  });

  route(api, postLogout, async (req) => {
    const token = bearerToken(req);
    if (token) await db.sql.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
    return null;
  });
}
