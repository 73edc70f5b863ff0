import path from 'node:path';
import { SecretsError, createServer } from './index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const demo = process.argv.includes('--demo') || process.env.API_DEMO === '1';
  const port = Number(arg('--port') ?? process.env.PORT ?? 3100);
  const host = process.env.HOST || '127.0.0.1';
  const dataRoot = path.join(__dirname, '..', '..', '.data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : path.resolve(arg('--data') ?? path.join(dataRoot, 'api-db'));
  const ttl = Number(process.env.TOKEN_TTL_SECONDS || 7200);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${port}`);
  if (!Number.isFinite(ttl) || ttl <= 0) throw new Error('TOKEN_TTL_SECONDS must be a positive number');
  // Per network address an hour: SMS sent before each needs a check, and the hard limit; the site's budget.
  const smsLimits = {
    ...(process.env.SMS_IP_CAPTCHA_AFTER ? { ipPerHourWithoutCaptcha: Number(process.env.SMS_IP_CAPTCHA_AFTER) } : {}),
    ...(process.env.SMS_IP_HOURLY_LIMIT ? { ipPerHour: Number(process.env.SMS_IP_HOURLY_LIMIT) } : {}),
    ...(process.env.SMS_HOURLY_BUDGET ? { globalPerHour: Number(process.env.SMS_HOURLY_BUDGET) } : {}),
  };

  const server = await createServer({
    databaseUrl,
    dataDir,
    // Several processes on one PostgreSQL share their uploads through this folder.
    ossDir: process.env.OSS_DIR ? path.resolve(process.env.OSS_DIR) : undefined,
    demo,
    // Demo secrets are generated once per install; production reads them from the environment.
    secretsDir: demo ? path.resolve(process.env.SECRETS_DIR || path.join(dataRoot, 'secrets')) : undefined,
    logger: true,
    tokenTtlSeconds: ttl,
    smsLimits,
  });
  const address = await server.app.listen({ port, host });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`;
  const mode = demo
    ? 'DEMO mode: generated secrets, demo members, SMS codes readable at /api/dev/sms — not for real members'
    : 'production mode';
  console.log(`@survey/api listening on ${address}/api (${where}; ${mode})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e instanceof SecretsError ? e.message : e);
  process.exit(1);
});
