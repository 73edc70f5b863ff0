// The release endpoints (the upload is upload-route.ts): the operations the local commands run (operations/), with the caller's
// token name as the user recorded in history.jsonl.
import type { FastifyInstance } from 'fastify';
import { history } from '../operations/history';
import { promote } from '../operations/promote';
import { rollback } from '../operations/rollback';
import { status } from '../operations/status';
import { setUpdating } from '../operations/updating';
import { promoteCanary } from '../rollout/canary';
import { authorize, authorizeOperator, authorizePromote } from '../registry/tokens/access';
import type { Action } from '../registry/tokens/token-store';
import { type Call, type ServiceScope, handle } from './handle';
import { HttpError } from './http-error';
import { lastHourHealth } from '../rollout/health-client';
import { ALL_AREAS } from '../registry/tokens/token-store';

type AreaParams = { Params: { area: string } };

function body(call: Call): Record<string, unknown> {
  const b = call.req.body;
  return b && typeof b === 'object' ? (b as Record<string, unknown>) : {};
}

function optionalText(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !value) throw new HttpError(`${what} must be a version string.`, 400);
  return value;
}

export async function releaseRoutes(app: FastifyInstance, options: ServiceScope): Promise<void> {
  const { registry } = options;
  const common = (call: Call) => ({ registry, user: call.token.name, log: call.log });
  const area = (call: Call) => (call.req.params as { area: string }).area;

  const areaAction = (action: Action, fn: (call: Call, b: Record<string, unknown>) => unknown) =>
    handle(options, (call) => {
      authorize(call.token, area(call), [action]);
      return call.locked(`${action} ${area(call)}`, () => fn(call, body(call)));
    });
  app.post<AreaParams>(
    '/v1/areas/:area/promote',
    handle(options, (call) => {
      const b = body(call);
      // {"canary": <1-99>}: the version runs for that percent of devices beside the live one.
      const asCanary = b.canary !== undefined;
      authorizePromote(call.token, area(call), asCanary);
      const version = optionalText(b.version, '"version"');
      if (!version) throw new HttpError('promote needs {"version": "<version>"} (see `release status`).', 400);
      const opts = { ...common(call), force: b.force === true };
      return call.locked(`promote ${area(call)}`, () =>
        asCanary ? promoteCanary(area(call), version, b.canary, opts) : promote(area(call), version, opts),
      );
    }),
  );
  app.post<AreaParams>(
    '/v1/areas/:area/rollback',
    areaAction('rollback', (call, b) => rollback(area(call), { ...common(call), to: optionalText(b.to, '"to"'), force: b.force === true })),
  );
  app.post(
    '/v1/updating',
    handle(options, (call) => {
      authorizeOperator(call.token, 'change the site-wide updating flag');
      const on = body(call).on;
      if (typeof on !== 'boolean') throw new HttpError('updating needs {"on": true|false}.', 400);
      return call.locked(`updating ${on ? 'on' : 'off'}`, () => setUpdating(on, common(call)));
    }),
  );
  app.get(
    '/v1/status',
    handle(options, () => status({ registry })),
  );
  // The last hour's health as the service's API reports it (remote `status`): a team token sees its
  // own area's figures, an operator token every area's.
  app.get(
    '/v1/health',
    handle(options, async (call) => {
      const only = call.token.area === ALL_AREAS ? undefined : call.token.area;
      return { api: options.api, health: await lastHourHealth(options.api, only) };
    }),
  );
  app.get<{ Querystring: { area?: string } }>(
    '/v1/history',
    handle(options, (call) => history((call.req.query as { area?: string }).area || undefined, { registry })),
  );
}
