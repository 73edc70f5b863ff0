// The API suite on a real PostgreSQL server (Debian's package), beside the PGlite run: PGlite runs one
// transaction at a time, so only here do the burst, race and money tests meet real concurrency.
// A throw-away cluster in a temporary folder on a free port; every test file gets its own schema.
//   pnpm exec tsx scripts/test-api-postgres.ts [jest arguments…]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@survey/release';
import { findPostgresBin, startPostgres } from './prod-local-postgres';

const root = path.resolve(__dirname, '..');

async function main(): Promise<number> {
  const bin = findPostgresBin();
  // World-traversable parent: when we are root the cluster belongs to the `postgres` user.
  const dir = path.join(os.tmpdir(), `survey-api-pg-${randomBytes(4).toString('hex')}`);
  const pg = await startPostgres({
    bin,
    dataDir: `${dir}-data`,
    port: await freePort(),
    database: 'survey_api_test',
    user: 'survey_test',
    password: randomBytes(12).toString('base64url'),
    logFile: `${dir}.log`,
  });
  const stop = () => {
    if (pg.process.exitCode === null) pg.process.kill('SIGINT'); // fast shutdown
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  try {
    console.log(`[api on postgres] ${bin}, database ${pg.url.replace(/:[^:@/]+@/, ':***@')}`);
    const jest = spawn('pnpm', ['--filter', '@survey/api', 'exec', 'jest', '--runInBand', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: pg.url },
    });
    return await new Promise<number>((resolve) => jest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    stop();
    await new Promise((resolve) => (pg.process.exitCode === null ? pg.process.once('exit', resolve) : resolve(null)));
    rmSync(`${dir}-data`, { recursive: true, force: true });
    rmSync(`${dir}-data-run`, { recursive: true, force: true });
    rmSync(`${dir}.log`, { force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[api on postgres] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
