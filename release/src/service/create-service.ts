// The registry service: the one process teams' CI jobs reach over HTTP to publish, promote and
// roll back their area with a deploy token (see docs/release-commands.md "Registry service"). It runs
// the local commands' own code against its registry folder; the registry lock serialises writes
// with commands run on the host at the same time, waited for without blocking (registry/lock.ts lockedAsync). It also serves the registry's public files to
// the web hosts in front of it (origin-routes.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveRegistry } from '../registry/layout';
import { errorReply } from './http-error';
import { originRoutes } from './origin-routes';
import { previewRoutes } from './preview-routes';
import { removeIncoming } from './receive-upload';
import { releaseRoutes } from './release-routes';
import { uploadRoute } from './upload-route';
import type { DailyLimits } from '../registry/tokens/token-usage';
import { tokenRoutes } from './token-routes';
import { defaultApi } from '../rollout/health-client';

export interface RegistryServiceOptions {
  registry?: string;
  /** Largest upload (the gzipped build), bytes; default 50 MB. */
  uploadLimitBytes?: number;
  /** Files and folders one upload may hold; default 500 (a real area build has about 50). */
  uploadEntries?: number;
  /** Largest single file of an upload, bytes; default 20 MB. */
  uploadFileBytes?: number;
  /** Uploads received at the same time; default 2. */
  concurrentUploads?: number;
  /** Per deploy token and UTC day: new versions (default 50) and upload bytes (default 1 GB). */
  perTokenPerDay?: Partial<DailyLimits>;
  /** How long a write waits for the registry lock held by a command on the host, ms (default 15000). */
  lockWaitMs?: number;
  /** The platform API asked for health, as the canary watch asks it (default API_URL or the local API). */
  api?: string;
  /** The site's public origin (https://survey.example.com), for preview links made remotely. */
  siteOrigin?: string;
  /** Fastify's request log (default off). */
  log?: boolean;
}

export const DEFAULT_UPLOAD_LIMIT_MB = 50;
const MB = 1048576;
/** An unpacked build may be this many times its upload limit (JS and JSON compress about 4:1). */
const UNPACKED_RATIO = 10;

export async function createRegistryService(options: RegistryServiceOptions = {}): Promise<FastifyInstance> {
  const registry = resolveRegistry(options.registry);
  const uploadLimitBytes = options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_MB * MB;
  // Upload folders of a previous run that was killed mid-upload.
  removeIncoming(registry);
  const app = Fastify({ logger: options.log ?? false, bodyLimit: 64 * 1024 });
  app.setErrorHandler((err, req, reply) => {
    const { status, error } = errorReply(err, (e) => req.log.error(e));
    return reply.code(status).send({ error });
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ error: `no such endpoint: ${req.method} ${req.url.split('?')[0]}` }));
  const scope = { registry, lockWaitMs: options.lockWaitMs, api: options.api ?? defaultApi(), siteOrigin: options.siteOrigin };
  await app.register(uploadRoute, {
    ...scope,
    caps: {
      bytes: uploadLimitBytes,
      unpackedBytes: uploadLimitBytes * UNPACKED_RATIO,
      entries: options.uploadEntries ?? 500,
      fileBytes: options.uploadFileBytes ?? 20 * MB,
    },
    concurrentUploads: options.concurrentUploads ?? 2,
    perTokenPerDay: {
      versions: options.perTokenPerDay?.versions ?? 50,
      bytes: options.perTokenPerDay?.bytes ?? 1024 * MB,
    },
  });
  await app.register(releaseRoutes, scope);
  await app.register(tokenRoutes, scope);
  await app.register(previewRoutes, scope);
  // The public files edges fetch and cache (release nginx-config --edge --origin).
  await app.register(originRoutes, { registry });
  return app;
}
