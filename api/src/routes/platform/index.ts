import type { FastifyInstance } from 'fastify';
import { getHealth, postBeacon } from '@survey/contract';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { LIMITS, clientIp, countAttempt } from '../../security/rate-limit';
import { recordHealthEvents, reporter } from '../../platform/health-events';
import { healthSummary } from '../../platform/health-summary';

/**
 * Area health from real browsers: the shell's beacons in (public, but counted only for a device id the
 * site server or the registry origin signed, and capped per device and per client address), the
 * per-version summary out (operators only: the registry's canary watch and `release status`).
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
      const address = clientIp(req);
      const from = reporter(ctx.deviceIdKey, req.body.deviceId, address);
      if (!from) throw new BusinessError(Codes.INVALID_PARAMS, '设备号不是本站签发的');
      const perDevice = await countAttempt(db, ctx.now(), [[LIMITS.beaconsPerDevice, from.limitKey]]);
      if (!perDevice.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '健康上报过于频繁，请稍后再试');
      const events = req.body.events;
      const perAddress = await countAttempt(db, ctx.now(), [[LIMITS.beaconEventsPerAddress, from.address]], events.length);
      if (!perAddress.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '健康上报过于频繁，请稍后再试');
      return { accepted: await recordHealthEvents(db, ctx.now(), from, events) };
    });
  });

  route(api, ctx, getHealth, (req) => healthSummary(db, ctx.now(), req.query));
}
