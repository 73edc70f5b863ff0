// The member's third-party accounts: their state, binding one from the personal centre (the bind
// ticket the authorisation callback handed out, plus a step-up ticket: a token alone adds no way in)
// and unbinding one that is not the only way back in.
import type { FastifyInstance } from 'fastify';
import { getSns, postSnsUnbind, postUserSnsBind } from '@survey/contract';
import { PROVIDERS, PROVIDER_NAMES } from '../../auth/providers';
import { bindTicket, peekTicket, snsBindings, unbindProvider } from '../../auth/sns-accounts';
import { BusinessError, Codes } from '../../codes';
import { useStepUpTicket } from '../../account/step-up';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';

export function registerSnsBindingRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getSns, async (req, me) => {
    const id = me.id;
    const bindings = await snsBindings(db, id);
    return Object.entries(PROVIDERS).map(([type, p]) => {
      const b = bindings.find((x) => x.provider === p);
      return { type: Number(type), name: PROVIDER_NAMES[p], bound: Boolean(b), nickname: b?.nickname ?? '' };
    });
  });

  route(api, ctx, postUserSnsBind, async (req, me) => {
    const m = await me.member();
    const { provider } = req.params;
    const identity = await peekTicket(ctx, req.body.snsToken);
    if (identity.provider !== provider) throw new BusinessError(Codes.SNS_TOKEN_INVALID);
    await db
      .tx(async (q) => {
        await useStepUpTicket(q, ctx, m.id, req.body.ticket);
        await bindTicket(q, ctx, req.body.snsToken, identity, m);
      })
      .catch((e: unknown) => {
        if (e instanceof BusinessError && e.code === Codes.SNS_ALREADY_BOUND) {
          throw new BusinessError(
            Codes.SNS_ALREADY_BOUND,
            `您已绑定${PROVIDER_NAMES[provider]}账号，或该${PROVIDER_NAMES[provider]}账号已绑定其他会员`,
          );
        }
        throw e;
      });
    return null;
  });

  route(api, ctx, postSnsUnbind, async (req, me) => {
    const m = await me.member();
    const provider = PROVIDERS[req.body.type as keyof typeof PROVIDERS];
    await db.tx((q) => unbindProvider(q, m, provider));
    return null;
  });
}
