/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { constants, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer, type ServerOptions } from '../src/index';
import { demoSecrets } from '../src/security/secrets';
import { TEST_SITE_ORIGIN, testProviders } from './production-helpers';

/** The public key of the server started last, as its site config hands it to the browser. */
let serverPublicKey: string | undefined;

/** Encrypts like the browser (jsencrypt: RSA PKCS#1 v1.5, base64) with the key of the server started last. */
export function enc(plain: string, publicKeyPem = serverPublicKey): string {
  if (!publicKeyPem) throw new Error('enc() needs a started server: the key comes from its site config');
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain, 'utf8')).toString('base64');
}

export interface Api {
  status: number;
  code: number;
  message: string;
  data: any;
  body: string;
  headers: Record<string, unknown>;
}

// Cheap password hashing for tests (production default is N=16384).
process.env.PASSWORD_SCRYPT_N = '1024';

export const T0 = Date.parse('2026-11-21T10:00:00+08:00');

/**
 * PGlite's initdb takes several seconds; every test file instead loads a dump of a migrated,
 * seeded database (made once, cached in the OS temp folder, keyed by the API's sources).
 */
async function pgliteTemplate(demo: boolean): Promise<string> {
  // Every source file: the seed (demo/) also reads domain code (tasks/task-content.ts …).
  const src = path.join(__dirname, '..', 'src');
  const h = createHash('sha1')
    .update(String(T0))
    .update(String(demo))
    .update(process.env.PASSWORD_SCRYPT_N ?? '');
  for (const f of readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|sql)$/.test(name))
    .sort()) {
    h.update(f).update(readFileSync(path.join(src, f)));
  }
  const file = path.join(os.tmpdir(), `survey-api-pglite-${h.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const production = demo ? {} : { providers: testProviders(), siteOrigin: TEST_SITE_ORIGIN, trustProxy: false as const };
    const s = await createServer({ demo, secrets: demoSecrets(undefined, {}), ...production, now: () => T0 });
    const blob = await s.db.dump!();
    await s.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, file);
  }
  return file;
}

/**
 * Starts the real server on a fresh database: in-memory PGlite, or a fresh schema on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close). The clock is injectable.
 * Demo mode unless `demo: false`; production gets freshly made secrets unless the test gives some.
 */
export async function start(options: ServerOptions = {}) {
  let t = T0;
  const clock = { now: () => t, advance: (ms: number) => (t += ms), set: (ms: number) => (t = ms) };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const demo = options.demo ?? true;
  const template = databaseUrl || options.dataDir ? undefined : await pgliteTemplate(demo);
  const secrets = demo ? undefined : demoSecrets(undefined, {});
  const providers = demo ? undefined : testProviders();
  const siteOrigin = demo ? undefined : TEST_SITE_ORIGIN;
  // Tests inject requests with the client's own address: production faces them directly.
  const trustProxy = demo ? undefined : false;
  const server = await createServer({
    demo,
    secrets,
    providers,
    siteOrigin,
    trustProxy,
    now: clock.now,
    databaseUrl,
    schema,
    pgliteTemplate: template,
    ...options,
  });
  const { app } = server;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    opts: { payload?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
  ): Promise<Api> => {
    const res = await app.inject({
      method,
      url,
      payload: opts.payload as any,
      remoteAddress: opts.ip,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });
    let json: any = {};
    try {
      json = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data, body: res.body, headers: res.headers };
  };
  const get = (url: string, token?: string, ip?: string) => call('GET', url, { token, ip });
  const post = (url: string, payload?: unknown, token?: string, ip?: string) => call('POST', url, { payload, token, ip });

  const publicKeyPem: string = (await get('/api/v1/site/config')).data.rsaPublicKey;
  serverPublicKey = publicKeyPem;

  /** Sends a code (scene) and reads it from the demo inbox. */
  const smsCode = async (mobile: string, scene: string, ip?: string): Promise<string> => {
    const r = await post('/api/v1/auth/sms/send', { mobile: enc(mobile, publicKeyPem), scene }, undefined, ip ?? randomIp());
    if (r.code !== 200) throw new Error(`sms send failed: ${r.code} ${r.message}`);
    const inbox = await get(`/api/dev/sms?mobile=${mobile}`);
    return inbox.data.code;
  };

  const loginDemo = async (mobile = '13800138000', password = 'demo123456', ip?: string) => {
    const r = await post('/api/auth/password/login', { mobile: enc(mobile, publicKeyPem), password }, undefined, ip);
    if (r.code !== 200) throw new Error(`login failed: ${r.code} ${r.message}`);
    return r.data as { token: string; refreshToken: string; expired: number; user: any };
  };

  const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  const close = async () => {
    await server.close();
    if (databaseUrl && schema) {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  };

  return {
    server,
    app,
    db: server.db,
    clock,
    call,
    get,
    post,
    smsCode,
    loginDemo,
    count,
    close,
    publicKeyPem,
    /** Encrypts with this server's key. */
    enc: (plain: string) => enc(plain, publicKeyPem),
  };
}

export type Harness = Awaited<ReturnType<typeof start>>;

export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Each test gets a distinct, valid, unregistered mobile. */
let seq = 0;
export const freshMobile = () => `186${String(Date.now() % 100000).padStart(5, '0')}${String(seq++ % 1000).padStart(3, '0')}`;
