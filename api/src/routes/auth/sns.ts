// Third-party sign-in: the provider's authorisation page, its callback (signs in a bound account, or
// hands out a bind ticket), and binding the account to a mobile, new or existing.
import type { FastifyInstance } from 'fastify';
import { getSnsCallback, getSnsUrl, postSnsBind, postSnsRegister } from '@survey/contract';
import { consumeOauthState, createOauthState } from '../../auth/oauth-state';
import { PROVIDERS, providerType } from '../../auth/providers';
import { consumeSmsCode } from '../../auth/sms-codes';
import { assertProviderFree, bindTicket, boundMember, issueTicket, peekTicket, redeemAuthCode } from '../../auth/sns-accounts';
import { BusinessError, Codes, invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { hashPassword } from '../../crypto';
import { route } from '../../http/route';
import { clientIp } from '../../security/rate-limit';
import { createMember, memberByMobile } from '../../account/members';
import { loginResult } from '../../auth/sessions';

export function registerSnsRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getSnsUrl, async (req, _me, reply) => {
    const { type, redirect } = req.query;
    // Only the demo's stand-in provider exists; real providers need app credentials.
    if (!ctx.demo) throw new BusinessError(Codes.SNS_NOT_CONFIGURED);
    const provider = PROVIDERS[type as keyof typeof PROVIDERS];
    const state = await createOauthState(ctx, provider, redirect, req, reply);
    return { url: `/api/dev/oauth/${provider}/authorize?redirect_uri=${encodeURIComponent(redirect)}&state=${state}` };
  });

  route(api, ctx, getSnsCallback, async (req, _me, reply) => {
    const { provider } = req.params;
    const { state } = req.query;
    const code = (provider === 'alipay' ? req.query.auth_code : undefined) ?? req.query.code;
    if (!code) throw invalid('授权码不能为空');
    if (!(await consumeOauthState(ctx, provider, state, req, reply))) throw new BusinessError(Codes.OAUTH_STATE_INVALID);
    const identity = await redeemAuthCode(ctx, provider, code);
    if (!identity) throw new BusinessError(Codes.SNS_TOKEN_INVALID);
    const bound = await boundMember(ctx, identity);
    if (bound) return { status: 'login' as const, ...(await loginResult(db, ctx, bound)) };
    return {
      status: 'bind' as const,
      snsToken: await issueTicket(ctx, identity),
      nickname: identity.nickname,
      avatar: identity.avatar,
      type: providerType(provider),
    };
  });

  route(api, ctx, postSnsBind, async (req) => {
    const { snsToken } = req.body;
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    const identity = await peekTicket(ctx, snsToken);
    // The code first: only the mobile's owner learns whether it is registered or already bound.
    await consumeSmsCode(ctx, mobile, ['bind'], code, clientIp(req));
    const existing = await memberByMobile(db, mobile);
    if (existing) await assertProviderFree(db, existing.id, identity.provider);
    const member = await db.tx(async (q) => {
      const m =
        (await memberByMobile(q, mobile)) ?? (await createMember(q, ctx, { mobile, nickname: identity.nickname, avatar: identity.avatar }));
      await bindTicket(q, ctx, snsToken, identity, m);
      return m;
    });
    return loginResult(db, ctx, member);
  });

  route(api, ctx, postSnsRegister, async (req) => {
    const { snsToken } = req.body;
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    const identity = await peekTicket(ctx, snsToken);
    await consumeSmsCode(ctx, mobile, ['bind', 'register'], code, clientIp(req));
    if (await memberByMobile(db, mobile)) throw new BusinessError(Codes.MOBILE_REGISTERED);
    const passwordHash = await hashPassword(req.body.password);
    const member = await db.tx(async (q) => {
      const m = await createMember(q, ctx, { mobile, passwordHash, nickname: identity.nickname, avatar: identity.avatar });
      await bindTicket(q, ctx, snsToken, identity, m);
      return m;
    });
    return loginResult(db, ctx, member);
  });
}
