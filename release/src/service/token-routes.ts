// Token admin over HTTP, for operator tokens only; the same functions as `release token` on the host.
import type { FastifyInstance } from 'fastify';
import { createTokenLocked, listTokens, revokeTokenLocked } from '../operations/token';
import { authorizeOperator } from '../registry/tokens/access';
import { parseActions } from '../registry/tokens/token-store';
import { type ServiceScope, handle } from './handle';
import { HttpError } from './http-error';

export async function tokenRoutes(app: FastifyInstance, scope: ServiceScope): Promise<void> {
  const { registry } = scope;
  app.post(
    '/v1/tokens',
    handle(scope, async (call) => {
      authorizeOperator(call.token, 'create tokens');
      const b = (call.req.body ?? {}) as { name?: unknown; area?: unknown; can?: unknown; expires?: unknown };
      if (typeof b.name !== 'string' || typeof b.area !== 'string' || (b.expires !== undefined && typeof b.expires !== 'string'))
        throw new HttpError('a token needs {"name", "area", "can"?, "expires"?: "90d"}.', 400);
      const can = Array.isArray(b.can) ? parseActions(b.can.join(',')) : undefined;
      const spec = { name: b.name, area: b.area, can, expires: b.expires };
      const made = await call.locked(`token create ${spec.name}`, () => createTokenLocked(registry, spec));
      call.log(`${call.token.name} created token ${made.record.name} for ${made.record.area}`);
      return made;
    }),
  );
  app.get(
    '/v1/tokens',
    handle(scope, (call) => {
      authorizeOperator(call.token, 'list tokens');
      return listTokens(registry);
    }),
  );
  app.delete<{ Params: { which: string } }>(
    '/v1/tokens/:which',
    handle(scope, (call) => {
      authorizeOperator(call.token, 'revoke tokens');
      const which = (call.req.params as { which: string }).which;
      return call.locked(`token revoke ${which}`, () => revokeTokenLocked(registry, which));
    }),
  );
}
