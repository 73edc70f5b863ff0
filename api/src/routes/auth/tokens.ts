// The session's tokens: refreshing them (both rotate) and ending the session.
import type { FastifyInstance } from 'fastify';
import { postLogout, postTokenRefresh } from '@survey/contract';
import { rotateSession, endSessionOfToken } from '../../auth/sessions';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { bearerToken } from '../../http/caller';

const HEX64 = /^[0-9a-f]{64}$/i;

export function registerTokenRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, postTokenRefresh, async (req) => {
    const { token, refreshToken } = req.body;
    if (!HEX64.test(token) || !HEX64.test(refreshToken)) throw new BusinessError(Codes.REFRESH_INVALID);
    const rotation = await rotateSession(ctx, token.toLowerCase(), refreshToken.toLowerCase());
    if (rotation.status !== 'ok') throw new BusinessError(Codes.REFRESH_INVALID);
    return rotation.tokens;
  });

  route(api, ctx, postLogout, async (req) => {
    const token = bearerToken(req);
    if (token) await endSessionOfToken(db, token);
    return null;
  });
}
