import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { Codes } from './codes';
import type { ApiContext, SmsLimits } from './context';
import { type Db, type OnQuery, openDb } from './db';
import { migrate } from './db/migrate';
import { seed } from './demo/seed';
import { createEncryptedFields } from './http/encrypted-fields';
import { pruneAttempts } from './security/rate-limit';
import { pruneHealthEvents } from './platform/health-events';
import type { Secrets } from './security/secrets';
import { type Providers, createProviders } from './providers';
import { startConfig } from './providers/start-config';
import type { TrustProxy } from './lib/trust-proxy';
import { createOssStore } from './routes/oss';
import { registerOpenApi } from './http/openapi';
import { answerErrors, envelope } from './http/error-answers';
import { registerDomains } from './domains';
import { buildValidator } from './http/validator';

export { Codes } from './codes';
export { SecretsError, demoSecrets, type Secrets } from './security/secrets';
export { type Db, openDb } from './db';
export { DEMO } from './demo/seed';

export interface ServerOptions {
  /** PostgreSQL server; when absent an embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite folder; undefined = in-memory. Uploaded files go to `<dataDir>-oss`. */
  dataDir?: string;
  /**
   * Folder of uploaded files. Default `<dataDir>-oss`, or process memory without a dataDir; API processes
   * sharing a PostgreSQL database must share this folder too (or one process's uploads 404 on another).
   */
  ossDir?: string;
  /** PostgreSQL only: schema to use (created if missing). */
  schema?: string;
  /** In-memory PGlite only: start from this dumped database file (test speed-up). */
  pgliteTemplate?: string;
  /**
   * Demo mode: generated secrets, demo members, SMS codes logged and kept for GET /api/dev/sms, dev QR/OAuth
   * helpers. Otherwise production: secrets and providers (SMS, mail, site identity) from the environment
   * (refuses to start without), no demo data, virtual orders issued by an operator.
   */
  demo?: boolean;
  /** The secrets to use instead of reading (production) or generating (demo) them. */
  secrets?: Secrets;
  /** Demo: where the generated secrets are kept across restarts (else they live as long as the process). */
  secretsDir?: string;
  /** The SMS/mail senders, site identity and supplier to use instead of choosing them from the environment. */
  providers?: Providers;
  logger?: boolean;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  now?: () => number;
  smsLimits?: Partial<SmsLimits>;
  /** Seed the site content (and in demo mode the demo members) when missing (default true). */
  seed?: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed: a hop count or their addresses (never `true`: anyone could
   * forge it), or false when clients connect directly; else TRUST_PROXY. Production refuses to start without.
   */
  trustProxy?: TrustProxy;
  /** Sees every statement the server runs (the query-plan tests explain them). */
  onQuery?: OnQuery;
  /** Sees every route as it registers (the tests compare them with /api/openapi.json). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The site's public origin, for the links the API builds (invite links, QR codes); else SITE_ORIGIN.
   * Production refuses to start without one; demo then uses the host the browser used.
   */
  siteOrigin?: string;
}

export interface Server {
  app: FastifyInstance;
  db: Db;
  /** Runs the periodic maintenance now (expired attempt counters, health events past their 30 days); hourly anyway. */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

/** A hop count becomes proxy-addr's "trust the first n hops" (fastify's types only take it as a function). */
function trustedProxies(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function createServer(options: ServerOptions = {}): Promise<Server> {
  const now = options.now ?? Date.now;
  const demo = Boolean(options.demo);
  // Before anything else: production without its secrets and settings must not start at all.
  const { secrets, settings, siteOrigin, trustProxy } = startConfig({
    demo,
    secrets: options.secrets,
    secretsDir: options.secretsDir,
    providers: options.providers,
    siteOrigin: options.siteOrigin,
    trustProxy: options.trustProxy,
  });
  const fields = createEncryptedFields(secrets.rsaPrivateKeyPem);
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    schema: options.schema,
    pgliteTemplate: options.pgliteTemplate,
    onQuery: options.onQuery,
  });
  try {
    await migrate(db);
    if (options.seed !== false) await seed(db, now(), { demo });
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }

  const app = Fastify({
    logger: options.logger
      ? { level: process.env.LOG_LEVEL || 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    trustProxy: trustedProxies(trustProxy),
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 300 },
    return503OnClosing: true,
    // verbose: validation errors carry the field's schema, whose title names the field in the message.
    ajv: { customOptions: { verbose: true } },
    schemaController: { compilersFactory: { buildValidator } },
    frameworkErrors: (_err, _req, reply) => {
      (reply as unknown as FastifyReply).code(200).send(envelope(Codes.INVALID_PARAMS, '请求地址不正确'));
    },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Third-party sign-in binds its state to the browser with an HttpOnly cookie.
  await app.register(fastifyCookie);

  const ctx: ApiContext = {
    db,
    now,
    demo,
    fields,
    tokenSecret: secrets.tokenSecret,
    deviceIdKey: secrets.deviceIdKey,
    healthReadToken: secrets.healthReadToken,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7200,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 14 * 86400,
    smsLimits: {
      mobileIntervalSeconds: 60,
      mobilePerHour: 10,
      ipPerHourWithoutCaptcha: 10,
      ipPerHour: 200,
      globalPerHour: 3000,
      ...options.smsLimits,
    },
    oss: {
      store: createOssStore(options.ossDir ?? (options.dataDir ? `${path.resolve(options.dataDir)}-oss` : undefined)),
      accessKeyId: process.env.OSS_ACCESS_KEY_ID || 'demo-access-key',
      secret: secrets.ossAccessKeySecret,
    },
    providers: options.providers ?? createProviders(settings!, app.log),
    log: app.log,
    siteOrigin,
  };

  answerErrors(app);

  await registerOpenApi(app);
  await app.register(async (api) => registerDomains(api, ctx), { prefix: '/api' });
  await app.ready();

  const maintain = async () => {
    await pruneAttempts(db, now()).catch((err) => app.log.warn({ err }, 'pruning attempt counters failed'));
    await pruneHealthEvents(db, now()).catch((err) => app.log.warn({ err }, 'pruning health events failed'));
  };
  const pruning = setInterval(maintain, 3600_000).unref();

  let closed = false;
  return {
    app,
    db,
    maintain,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(pruning);
      await app.close();
      await db.close();
    },
  };
}
