// The `state` of an OAuth round trip: issued with the authorisation URL, used once by the callback, and
// bound to the browser that asked for it by a nonce in an HttpOnly cookie (only its hash is stored), so
// a code + state taken from one browser does not sign in another (login CSRF), nor can it be replayed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { randomToken, sha256 } from '../crypto';
import type { Provider } from './providers';

const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** Sent with the URL call and the callback call only. */
const COOKIE_PATH = '/api/v1/auth';

/** One cookie per provider: starting a flow at another provider does not break this one. */
const cookieName = (provider: Provider) => `oauth_${provider}`;

/** A fresh state for one authorisation at `provider` that returns to `redirect`; sets the browser's nonce cookie. */
export async function createOauthState(
  ctx: ApiContext,
  provider: Provider,
  redirect: string,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const now = ctx.now();
  const state = randomToken(16);
  const nonce = randomToken(16);
  await ctx.db.sql
    .deleteFrom('oauth_states')
    .where('expires_at', '<', now - 3600_000)
    .execute();
  await ctx.db.sql
    .insertInto('oauth_states')
    .values({ state, provider, redirect, browser_hash: sha256(nonce), created_at: now, expires_at: now + OAUTH_STATE_TTL_MS })
    .execute();
  reply.setCookie(cookieName(provider), nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: OAUTH_STATE_TTL_MS / 1000,
  });
  return state;
}

/**
 * Uses `state` once; false when it is unknown, used, expired, was issued for another provider or to
 * another browser (its nonce cookie missing or different).
 */
export async function consumeOauthState(
  ctx: ApiContext,
  provider: Provider,
  state: string,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const nonce = req.cookies[cookieName(provider)];
  if (nonce) reply.clearCookie(cookieName(provider), { path: COOKIE_PATH });
  if (!nonce) return false;
  const now = ctx.now();
  const used = await ctx.db.sql
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('browser_hash', '=', sha256(nonce))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('state')
    .executeTakeFirst();
  return Boolean(used);
}
