// `pnpm --filter @survey/api seed-scale --members 1000000 [--force] [--seed n]`: a PostgreSQL database
// (DATABASE_URL) filled with a site's worth of members and history for load runs and query plans.
// Refuses the embedded database and a database that already has members (unless --force).
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../demo/seed';
import { ScaleRefusal, SCALE_PASSWORD, seedScale } from '../demo/scale/seed-scale';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576).toLocaleString('en')} MB`;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new ScaleRefusal('DATABASE_URL is not set: seed-scale fills a PostgreSQL server, never the embedded PGlite database');
  const members = Number(option('members') ?? 1_000_000);
  if (!Number.isInteger(members) || members < 100) throw new ScaleRefusal('--members takes a whole number of at least 100');
  const started = performance.now();
  console.log(`seed-scale: ${members.toLocaleString('en')} members into ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`);
  // The migrations and the site content first, as `migrate` makes them for the API processes.
  const db = await openDb({ databaseUrl });
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`  applied ${applied.length} migration(s)`);
    await seed(db, Date.now(), { demo: false });
  } finally {
    await db.close();
  }
  const figures = await seedScale({
    databaseUrl,
    members,
    force: process.argv.includes('--force'),
    seed: Number(option('seed') ?? 1),
    log: (line) => console.log(`  ${line}`),
  });
  console.log('\ntable                    rows          COPY stored at   indexes+keys+analyze   size');
  for (const f of figures)
    console.log(
      `${f.table.padEnd(24)} ${f.rows.toLocaleString('en').padStart(12)}   ${`${f.copySeconds} s`.padStart(12)}   ${`${f.indexSeconds} s`.padStart(18)}   ${mb(f.bytes).padStart(9)}`,
    );
  console.log(`\ndone in ${Math.round((performance.now() - started) / 1000)} s; every member signs in with the password ${SCALE_PASSWORD}`);
}

main().catch((e) => {
  console.error(`seed-scale: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(e instanceof ScaleRefusal ? 2 : 1);
});
