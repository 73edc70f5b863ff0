// `pnpm --filter @survey/api migrate`: applies the pending migrations to DATABASE_URL (or the embedded
// database folder given by --data) and seeds the site content when there is none, once, before the
// API processes start: processes starting side by side then find nothing left to apply or seed (they
// would race on it). Safe to run again; never adds demo members.
import path from 'node:path';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../demo/seed';

async function main() {
  const i = process.argv.indexOf('--data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl
    ? undefined
    : path.resolve(i >= 0 ? process.argv[i + 1] : path.join(__dirname, '..', '..', '..', '.data', 'api-db'));
  const db = await openDb({ databaseUrl, dataDir });
  try {
    const applied = await migrate(db);
    const seeded = await seed(db, Date.now(), { demo: false });
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`;
    console.log(applied.length ? `applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}` : `${where} is up to date`);
    if (seeded) console.log('seeded the site content (tasks, benefits, notices, banners, site config)');
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(`migrate: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
