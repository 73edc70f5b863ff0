// POST /v1/areas/:area/preview {version, for}: `release preview` over the service, for a token
// that may promote the area (a preview shows a version to QA before it is promoted). The answer
// is the token and its end time; the CLI makes the link with the site it was given.
import type { FastifyInstance } from 'fastify';
import { preview } from '../operations/preview';
import { authorize } from '../registry/tokens/access';
import { type ServiceScope, handle } from './handle';
import { HttpError } from './http-error';

export async function previewRoutes(app: FastifyInstance, options: ServiceScope): Promise<void> {
  const { registry } = options;
  app.post<{ Params: { area: string } }>(
    '/v1/areas/:area/preview',
    handle(options, (call) => {
      const { area } = call.req.params as { area: string };
      authorize(call.token, area, ['promote']);
      const body = (call.req.body ?? {}) as { version?: unknown; for?: unknown };
      if (typeof body.version !== 'string' || !body.version || typeof body.for !== 'string')
        throw new HttpError('preview needs {"version": "<version>", "for": "<30m|2h|1d>"}.', 400);
      // Nothing live changes: no registry lock, no history entry.
      return preview(area, body.version, { registry, user: call.token.name, log: call.log, duration: body.for });
    }),
  );
}
