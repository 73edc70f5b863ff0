// POST /v1/areas/:area/preview {version, for, force?}: `release preview` over the service, for a
// token that may promote the area, if only as a canary (a preview shows a version to QA before it is promoted). The
// answer is the link's id, the token and its end time; the CLI makes the link with the site it
// was given. POST /v1/previews/:id/revoke: `release preview revoke`, for a token that may promote
// the link's area. POST /v1/areas/:area/dev-link {origin, for}: `release dev-link`, for a token
// that may publish the area (a team develops the area it publishes).
import type { FastifyInstance } from 'fastify';
import { devLink } from '../operations/dev-link';
import { findPreview, preview, revokePreview } from '../operations/preview';
import { authorize, authorizePromote } from '../registry/tokens/access';
import { type ServiceScope, handle } from './handle';
import { HttpError } from './http-error';

export async function previewRoutes(app: FastifyInstance, options: ServiceScope): Promise<void> {
  const { registry } = options;
  app.post<{ Params: { area: string } }>(
    '/v1/areas/:area/preview',
    handle(options, async (call) => {
      const { area } = call.req.params as { area: string };
      authorizePromote(call.token, area, true);
      const body = (call.req.body ?? {}) as { version?: unknown; for?: unknown; force?: unknown };
      if (typeof body.version !== 'string' || !body.version || typeof body.for !== 'string')
        throw new HttpError('preview needs {"version": "<version>", "for": "<30m|2h|1d>"}.', 400);
      const { version, for: duration } = body;
      const made = await call.locked(`preview ${area}`, () =>
        preview(area, version, { registry, user: call.token.name, log: call.log, duration, force: body.force === true }),
      );
      // The site the service serves, so the CLI's link points there unless told otherwise.
      return { ...made, site: options.siteOrigin };
    }),
  );
  app.post<{ Params: { area: string } }>(
    '/v1/areas/:area/dev-link',
    handle(options, (call) => {
      const { area } = call.req.params as { area: string };
      authorize(call.token, area, ['publish']);
      const body = (call.req.body ?? {}) as { origin?: unknown; for?: unknown };
      if (typeof body.origin !== 'string' || typeof body.for !== 'string')
        throw new HttpError('dev-link needs {"origin": "http://127.0.0.1:<port>", "for": "<30m|2h|1d>"}.', 400);
      const { origin, for: duration } = body;
      return call.locked(`dev-link ${area}`, () => devLink(area, origin, { registry, user: call.token.name, log: call.log, duration }));
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/v1/previews/:id/revoke',
    handle(options, (call) => {
      const { id } = call.req.params as { id: string };
      authorizePromote(call.token, findPreview(registry, id).area, true);
      return call.locked(`preview revoke ${id}`, () => revokePreview(id, { registry, user: call.token.name, log: call.log }));
    }),
  );
}
