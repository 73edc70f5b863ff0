// The member's third-party accounts: their state, binding one from the personal centre (the bind
// ticket the authorisation callback handed out, plus a step-up ticket: a token alone adds no way in)
// and unbinding one that is not the only way back in.
import type { FastifyInstance } from 'fastify';
import { getSns, postSnsUnbind, postUserSnsBind } from '@survey/contract';
import { PROVIDERS, PROVIDER_NAMES } from '../../auth/providers';
import { bindTicket, peekTicket } from '../../auth/sns-accounts';
import { ApiError, Codes } from '../../codes';
import { useStepUpTicket } from '../../account/step-up';
import type { Ctx } from '../../context';
import { route } from '../../http/route';
import { authMember, authenticate } from '../../auth/authenticate';

export function registerSnsBindingRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getSns, async (req) => {
    const id = await authenticate(ctx, req);
    const bindings = await db.sql.selectFrom('sns_bindings').select(['provider', 'nickname']).where('member_id', '=', id).execute();
    return Object.entries(PROVIDERS).map(([type, p]) => {
      const b = bindings.find((x) => x.provider === p);
      return { type: Number(type), name: PROVIDER_NAMES[p], bound: Boolean(b), nickname: b?.nickname ?? '' };
    });
  });

  route(api, postUserSnsBind, async (req) => {
    const m = await authMember(ctx, req);
    const { provider } = req.params;
    const identity = await peekTicket(ctx, req.body.snsToken);
    if (identity.provider !== provider) throw new ApiError(Codes.SNS_TOKEN_INVALID);
    await db
      .tx(async (q) => {
        await useStepUpTicket(q, ctx, m.id, req.body.ticket);
        await bindTicket(q, ctx, req.body.snsToken, identity, m);
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === Codes.SNS_ALREADY_BOUND) {
          throw new ApiError(
            Codes.SNS_ALREADY_BOUND,
            `您已绑定${PROVIDER_NAMES[provider]}账号，或该${PROVIDER_NAMES[provider]}账号已绑定其他会员`,
          );
        }
        throw e;
      });
    return null;
  });

  route(api, postSnsUnbind, async (req) => {
    const m = await authMember(ctx, req);
    const provider = PROVIDERS[req.body.type as keyof typeof PROVIDERS];
    await db.tx(async (q) => {
      const bindings = await q.sql.selectFrom('sns_bindings').select('provider').where('member_id', '=', m.id).forUpdate().execute();
      if (!bindings.some((b) => b.provider === provider)) return;
      // Without a password, a member who signs in with this account alone would be left with
      // nothing but SMS codes to a number they may no longer hold: a password first.
      if (!m.password_hash && bindings.length === 1) {
        throw new ApiError(Codes.INVALID_PARAMS, `${PROVIDER_NAMES[provider]}是您唯一的第三方登录方式，请先设置登录密码再解绑`);
      }
      await q.sql.deleteFrom('sns_bindings').where('member_id', '=', m.id).where('provider', '=', provider).execute();
    });
    return null;
  });
}
