// `pnpm --filter @survey/api migrate`: applies the pending migrations to DATABASE_URL (or the embedded
// database folder given by --data) and seeds the site content when there is none, once, before the
// API processes start: processes starting side by side then find nothing left to apply or seed (they
// would race on it). Safe to run again; never adds demo members.
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../demo/seed';
import { operatorDatabase } from './operator-database';

async function main() {
  const target = operatorDatabase(process.env, process.argv);
  const db = await openDb(target);
  try {
    const applied = await migrate(db);
    const seeded = await seed(db, Date.now(), { demo: false });
    const where = target.label;
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
