// The `state` of an OAuth round trip: issued with the authorisation URL, used once by the callback,
// so a callback the member did not start (login CSRF) or a replayed one is refused.
import { RedirectPath } from '@survey/contract';
import type { Ctx } from '../context';
import { randomToken } from '../crypto';
import type { Provider } from './providers';

const OAUTH_STATE_TTL_MS = 10 * 60_000;
const SAME_SITE_PATH = new RegExp(RedirectPath('').pattern!);

/** Same-site relative path only (no scheme, no //host, no backslashes): no open redirects. */
export const safeRedirectPath = (v: string): boolean => v.length <= 200 && SAME_SITE_PATH.test(v);

/** A fresh state for one authorisation at `provider` that returns to `redirect`. */
export async function createOauthState(ctx: Ctx, provider: Provider, redirect: string): Promise<string> {
  const now = ctx.now();
  const state = randomToken(16);
  await ctx.db.sql.deleteFrom('oauth_states').where('expires_at', '<', now - 3600_000).execute();
  await ctx.db.sql
    .insertInto('oauth_states')
    .values({ state, provider, redirect, created_at: now, expires_at: now + OAUTH_STATE_TTL_MS })
    .execute();
  return state;
}

/** Uses `state` once; false when it is unknown, used, expired or was issued for another provider. */
export async function consumeOauthState(ctx: Ctx, provider: Provider, state: string): Promise<boolean> {
  const now = ctx.now();
  const used = await ctx.db.sql
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('state')
    .executeTakeFirst();
  return Boolean(used);
}
