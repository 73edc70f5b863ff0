// `pnpm --filter @survey/api seed-scale` never fills the embedded database: without DATABASE_URL it
// stops at once and says why.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

test('seed-scale without DATABASE_URL refuses, naming PGlite, and exits 2', () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'src', 'cli', 'seed-scale.ts'), '--members', '1000'],
    {
      env,
      encoding: 'utf8',
    },
  );
  expect(r.status).toBe(2);
  expect(r.stderr).toContain(
    'seed-scale: DATABASE_URL is not set: seed-scale fills a PostgreSQL server, never the embedded PGlite database',
  );
});
