import path from 'node:path';
import { createServer } from './index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const demo = process.argv.includes('--demo') || process.env.API_DEMO === '1';
  const port = Number(arg('--port') ?? process.env.PORT ?? 3100);
  const host = process.env.HOST || '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : path.resolve(arg('--data') ?? path.join(__dirname, '..', '..', '.data', 'api-db'));
  const ttl = Number(process.env.TOKEN_TTL_SECONDS || 7200);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${port}`);
  if (!Number.isFinite(ttl) || ttl <= 0) throw new Error('TOKEN_TTL_SECONDS must be a positive number');
  const ipLimit = process.env.SMS_IP_HOURLY_LIMIT ? Number(process.env.SMS_IP_HOURLY_LIMIT) : undefined;

  const server = await createServer({
    databaseUrl,
    dataDir,
    demo,
    logger: true,
    tokenTtlSeconds: ttl,
    trustProxy: process.env.TRUST_PROXY === '1',
    smsLimits: ipLimit ? { ipPerHour: ipLimit } : undefined,
  });
  await server.app.listen({ port, host });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`;
  console.log(`@survey/api listening on http://${host}:${port}/api (${where}${demo ? ', demo mode' : ''})`);

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
  console.error(e);
  process.exit(1);
});
