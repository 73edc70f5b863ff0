// POST /v1/areas/:area/versions: a build uploaded by a team's CI, unpacked and published (and
// promoted with ?promote=1). What one upload may cost is bounded: its size, what it holds
// (receive-upload.ts, tar-extract.ts), how many run at once, and per token, how many versions
// and bytes a day (registry/tokens/token-usage.ts).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { publish } from '../operations/publish';
import { authorize, authorizePromote } from '../registry/tokens/access';
import { type DailyLimits, addUsage, checkUsage } from '../registry/tokens/token-usage';
import { type Call, type ServiceScope, handle } from './handle';
import { HttpError } from './http-error';
import { type UploadCaps, checkDeclaredSize, newWorkDir, receiveBuild } from './receive-upload';

export interface UploadRouteOptions extends ServiceScope {
  caps: UploadCaps;
  /** Uploads received at the same time; one more is answered 503 (try again). */
  concurrentUploads: number;
  perTokenPerDay: DailyLimits;
}

type UploadQuery = { promote?: string; force?: string };

function header(call: Call, name: string): string | undefined {
  const value = call.req.headers[name];
  return typeof value === 'string' && value ? value : undefined;
}

export async function uploadRoute(app: FastifyInstance, options: UploadRouteOptions): Promise<void> {
  const { registry, caps, perTokenPerDay } = options;
  let running = 0;
  // The upload route reads the raw body itself (streamed, size-limited), whatever its type.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));
  app.post<{ Params: { area: string }; Querystring: UploadQuery }>(
    '/v1/areas/:area/versions',
    handle(options, async (call) => {
      const { area } = call.req.params as { area: string };
      const query = call.req.query as UploadQuery;
      const wantsPromote = query.promote === '1';
      if (wantsPromote) authorizePromote(call.token, area, false, ['publish']);
      else authorize(call.token, area, ['publish']);
      checkDeclaredSize(call.req.raw, caps.bytes);
      checkUsage(registry, call.token, perTokenPerDay);
      if (running >= options.concurrentUploads)
        throw new HttpError(`the registry service is receiving ${running} uploads already, its limit; try again in a few seconds.`, 503);
      running++;
      const work = newWorkDir(registry);
      try {
        const { dir: from, bytes } = await receiveBuild(call.req.raw, work, caps);
        addUsage(registry, call.token, { bytes }, perTokenPerDay);
        // The lock is taken once the upload is in: a slow upload holds nobody up.
        const result = await call.locked(`publish ${area}`, () =>
          publish(area, {
            registry,
            user: call.token.name,
            log: call.log,
            from,
            promote: wantsPromote,
            gitSha: header(call, 'x-git-sha') ?? 'unknown',
            // What the CLI computed from the build folder before packing it: checked after unpacking.
            expectVersion: header(call, 'x-build-version'),
            force: query.force === '1',
          }),
        );
        if (result.status === 'published') addUsage(registry, call.token, { versions: 1 }, perTokenPerDay);
        return result;
      } finally {
        running--;
        await fs.promises.rm(work, { recursive: true, force: true });
      }
    }),
  );
}
