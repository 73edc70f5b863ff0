// The release endpoints: the operations the local commands run (operations/), with the caller's
// token name as the user recorded in history.jsonl.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { history } from '../operations/history';
import { promote } from '../operations/promote';
import { publish } from '../operations/publish';
import { rollback } from '../operations/rollback';
import { status } from '../operations/status';
import { setUpdating } from '../operations/updating';
import { promoteCanary } from '../rollout/canary';
import { authorize, authorizeOperator } from '../registry/tokens/access';
import type { Action } from '../registry/tokens/token-store';
import { type Call, type ServiceScope, handle } from './handle';
import { HttpError } from './http-error';
import { newWorkDir, receiveBuild } from './receive-upload';

export interface ReleaseRoutesOptions extends ServiceScope {
  uploadLimitBytes: number;
}

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

export async function releaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): Promise<void> {
  const { registry, uploadLimitBytes } = options;
  const common = (call: Call) => ({ registry, user: call.token.name, log: call.log });
  const area = (call: Call) => (call.req.params as { area: string }).area;

  // The upload route reads the raw body itself (streamed, size-limited), whatever its type.
  await app.register(async (upload) => {
    upload.addContentTypeParser('*', (_req, _payload, done) => done(null));
    upload.post<AreaParams & { Querystring: { promote?: string; force?: string } }>(
      '/v1/areas/:area/versions',
      handle(options, async (call) => {
        const query = call.req.query as { promote?: string; force?: string };
        const wantsPromote = query.promote === '1';
        authorize(call.token, area(call), wantsPromote ? ['publish', 'promote'] : ['publish']);
        const work = newWorkDir(registry);
        try {
          const from = await receiveBuild(call.req.raw, work, uploadLimitBytes);
          const header = (name: string) => {
            const value = call.req.headers[name];
            return typeof value === 'string' && value ? value : undefined;
          };
          // What the CLI computed from the build folder before packing it: checked after unpacking.
          const expectVersion = header('x-build-version');
          // The lock is taken once the upload is in: a slow upload holds nobody up.
          return await call.locked(`publish ${area(call)}`, () =>
            publish(area(call), {
              ...common(call),
              from,
              promote: wantsPromote,
              gitSha: header('x-git-sha') ?? 'unknown',
              expectVersion,
              force: query.force === '1',
            }),
          );
        } finally {
          fs.rmSync(work, { recursive: true, force: true });
        }
      }),
    );
  });

  const areaAction = (action: Action, fn: (call: Call, b: Record<string, unknown>) => unknown) =>
    handle(options, (call) => {
      authorize(call.token, area(call), [action]);
      return call.locked(`${action} ${area(call)}`, () => fn(call, body(call)));
    });
  app.post<AreaParams>(
    '/v1/areas/:area/promote',
    areaAction('promote', (call, b) => {
      const version = optionalText(b.version, '"version"');
      if (!version) throw new HttpError('promote needs {"version": "<version>"} (see `release status`).', 400);
      const options = { ...common(call), force: b.force === true };
      // {"canary": <1-99>}: the version runs for that percent of devices beside the live one.
      return b.canary === undefined ? promote(area(call), version, options) : promoteCanary(area(call), version, b.canary, options);
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
  app.get<{ Querystring: { area?: string } }>(
    '/v1/history',
    handle(options, (call) => history((call.req.query as { area?: string }).area || undefined, { registry })),
  );
}
