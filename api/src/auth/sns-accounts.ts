// Third-party accounts: the identity an authorisation code stands for, the bind ticket (snsToken)
// a not-yet-bound identity gets, and binding it to a member.
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { randomToken, sha256 } from '../crypto';
import type { Queryable } from '../db';
import { securityNotice } from '../account/security-notice';
import type { MemberRow } from '../account/members';
import { PROVIDER_NAMES, type Provider } from './providers';

const SNS_TICKET_TTL_MS = 30 * 60_000;
const HEX64 = /^[0-9a-f]{64}$/i;

export interface SnsIdentity {
  provider: Provider;
  openid: string;
  nickname: string;
  avatar: string;
}

/** Exchanges a provider's authorisation code (once) for the account it stands for; undefined if invalid. */
export async function redeemAuthCode(ctx: ApiContext, provider: Provider, code: string): Promise<SnsIdentity | undefined> {
  const now = ctx.now();
  const identity = await ctx.db.sql
    .updateTable('oauth_codes')
    .set({ used_at: now })
    .where('code', '=', code)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['openid', 'nickname', 'avatar'])
    .executeTakeFirst();
  return identity && { provider, ...identity };
}

/** The member an identity is bound to, if any. */
export async function boundMember(ctx: ApiContext, { provider, openid }: SnsIdentity): Promise<MemberRow | undefined> {
  return ctx.db.sql
    .selectFrom('sns_bindings as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .selectAll('m')
    .where('b.provider', '=', provider)
    .where('b.openid', '=', openid)
    .executeTakeFirst();
}

/** A bind ticket (snsToken) for an identity no member has yet. */
export async function issueTicket(ctx: ApiContext, identity: SnsIdentity): Promise<string> {
  const snsToken = randomToken();
  await ctx.db.sql
    .insertInto('sns_tickets')
    .values({ token_hash: sha256(snsToken), ...identity, expires_at: ctx.now() + SNS_TICKET_TTL_MS })
    .execute();
  return snsToken;
}

/** The identity of an unused, unexpired ticket (code 1014 otherwise), without using it. */
export async function peekTicket(ctx: ApiContext, snsToken: string): Promise<SnsIdentity> {
  if (!HEX64.test(snsToken)) throw new BusinessError(Codes.SNS_TOKEN_INVALID);
  const ticket = await ctx.db.sql
    .selectFrom('sns_tickets')
    .select(['provider', 'openid', 'nickname', 'avatar'])
    .where('token_hash', '=', sha256(snsToken.toLowerCase()))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!ticket) throw new BusinessError(Codes.SNS_TOKEN_INVALID);
  return { ...ticket, provider: ticket.provider as Provider };
}

/** Code 1013 when `memberId` already has an account at `provider`. */
export async function assertProviderFree(q: Queryable, memberId: number, provider: Provider): Promise<void> {
  const clash = await q.sql
    .selectFrom('sns_bindings')
    .select('id')
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (clash) throw alreadyBound(provider);
}

const alreadyBound = (provider: Provider) =>
  new BusinessError(Codes.SNS_ALREADY_BOUND, `该手机号已绑定其他${PROVIDER_NAMES[provider]}账号`);

/** Inside a transaction: uses the ticket once, binds its identity to `member` and tells the member. */
export async function bindTicket(q: Queryable, ctx: ApiContext, snsToken: string, identity: SnsIdentity, member: MemberRow) {
  const used = await q.sql
    .updateTable('sns_tickets')
    .set({ used_at: ctx.now() })
    .where('token_hash', '=', sha256(snsToken.toLowerCase()))
    .where('used_at', 'is', null)
    .returning('provider')
    .executeTakeFirst();
  if (!used) throw new BusinessError(Codes.SNS_TOKEN_INVALID);
  const clash = await q.sql
    .selectFrom('sns_bindings')
    .select('id')
    .where('provider', '=', identity.provider)
    .where((eb) => eb.or([eb('member_id', '=', member.id), eb('openid', '=', identity.openid)]))
    .executeTakeFirst();
  if (clash) throw alreadyBound(identity.provider);
  await q.sql
    .insertInto('sns_bindings')
    .values({
      member_id: member.id,
      provider: identity.provider,
      openid: identity.openid,
      nickname: identity.nickname,
      created_at: ctx.now(),
    })
    .execute();
  const name = PROVIDER_NAMES[identity.provider];
  const account = identity.nickname ? `「${identity.nickname}」` : '';
  await securityNotice(q, ctx, member.id, '已绑定第三方账号', `您的账号已绑定${name}账号${account}，今后可用它直接登录。`);
}

/** The member's bound accounts: the provider and the nickname there. */
export async function snsBindings(q: Queryable, memberId: number) {
  return q.sql.selectFrom('sns_bindings').select(['provider', 'nickname']).where('member_id', '=', memberId).execute();
}

/**
 * Unbinds the member's account of a provider, in the caller's transaction (their bindings locked): not
 * the only way back in of a member without a password, who would be left with SMS codes to a number
 * they may no longer hold.
 */
export async function unbindProvider(q: Queryable, member: MemberRow, provider: Provider): Promise<void> {
  const bindings = await q.sql.selectFrom('sns_bindings').select('provider').where('member_id', '=', member.id).forUpdate().execute();
  if (!bindings.some((b) => b.provider === provider)) return;
  if (!member.password_hash && bindings.length === 1) {
    throw new BusinessError(Codes.INVALID_PARAMS, `${PROVIDER_NAMES[provider]}是您唯一的第三方登录方式，请先设置登录密码再解绑`);
  }
  await q.sql.deleteFrom('sns_bindings').where('member_id', '=', member.id).where('provider', '=', provider).execute();
}

/** Demo: the authorisation code the stand-in provider hands back; the same nickname is the same account. */
export async function createDemoOauthCode(q: Queryable, ctx: ApiContext, provider: Provider, nickname: string): Promise<string> {
  const code = randomToken(16);
  await q.sql
    .insertInto('oauth_codes')
    .values({
      code,
      provider,
      openid: `demo_${sha256(`${provider}:${nickname}`).slice(0, 24)}`,
      nickname,
      avatar: '',
      expires_at: ctx.now() + 5 * 60_000,
    })
    .execute();
  return code;
}
