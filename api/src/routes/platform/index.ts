import type { FastifyInstance } from 'fastify';
import { getHealth, postBeacon } from '@survey/contract';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { LIMITS, countAttempt } from '../../security/rate-limit';
import { deviceRef, recordHealthEvents } from '../../platform/health-events';
import { healthSummary } from '../../platform/health-summary';

/**
 * Area health from real browsers: the shell's beacons in, the per-version summary out (the `/_platform`
 * page and the registry's canary watcher read it). Both public: the beacon carries no personal data and
 * the summary only aggregates.
 */
export function registerPlatformRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  api.register(async (scope) => {
    // navigator.sendBeacon of a string (or on browsers that refuse a JSON Blob) sends text/plain: the same JSON.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });

    route(scope, ctx, postBeacon, async (req) => {
      const device = deviceRef(req.body.deviceId);
      const attempt = await countAttempt(db, ctx.now(), [[LIMITS.beaconsPerDevice, device.key]]);
      if (!attempt.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '健康上报过于频繁，请稍后再试');
      return { accepted: await recordHealthEvents(db, ctx.now(), device.deviceHash, req.body.events) };
    });
  });

  route(api, ctx, getHealth, (req) => healthSummary(db, ctx.now(), req.query));
}
