// `pnpm --filter @survey/e2e load`: the ten most used member calls against the scale database
// (`pnpm --filter @survey/api seed-scale`), through nginx → two API processes → PostgreSQL, each at a
// fixed rate for a while; prints call, requests, throughput, p50, p99 and errors, and writes
// e2e/artifacts/load.json.
//   LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5499/survey_scale)
//   LOAD_SECONDS=30 per call · LOAD_RATE=200 reads/s · LOAD_WRITE_RATE=20 redeems and check-ins/s · LOAD_READERS=600
//   LOAD_CALLS="ledger pages,redeem" to measure only some calls
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '@survey/api';
import { repoRoot } from '../support/site';
import { memberCalls } from './calls';
import { sampleReaders, sampleRedeemers, signIn } from './members';
import { type Figures, openLoop } from './open-loop';
import { startScaleSite } from './scale-site';

const DATABASE_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5499/survey_scale';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const READ_RATE = Number(process.env.LOAD_RATE ?? 200);
const WRITE_RATE = Number(process.env.LOAD_WRITE_RATE ?? 20);
const READERS = Number(process.env.LOAD_READERS ?? 600);
const ONLY = process.env.LOAD_CALLS?.split(',').map((name) => name.trim());
/** The targets: p99 of a read at 200/s, and of a redeem (a check-in, also a write, is held to the same). */
const TARGET_MS = { read: 50, write: 150 };

const log = (line: string) => console.log(`[load] ${line}`);

async function main() {
  const started = performance.now();
  const db = await openDb({ databaseUrl: DATABASE_URL });
  const site = await startScaleSite(DATABASE_URL, log).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  try {
    const [volumes] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM gold_records)::int AS "ledger rows",
              (SELECT count(*) FROM exchange_orders)::int AS orders, (SELECT count(*) FROM task_joins)::int AS "task joins",
              (SELECT count(*) FROM group_responses)::int AS responses`,
    );
    if (!volumes.members) throw new Error(`no members in ${DATABASE_URL}: run pnpm --filter @survey/api seed-scale first`);
    log(
      Object.entries(volumes)
        .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
        .join(', '),
    );
    const [card] = await db.query<{ id: number; price: number; name: string }>(
      `SELECT id, price, name FROM benefits WHERE on_sale AND type = 2 AND virtual_kind <> 'topup' AND stock > $1 ORDER BY price, id LIMIT 1`,
      [WRITE_RATE * SECONDS],
    );
    const taskIds = (await db.query<{ id: number }>('SELECT id FROM tasks WHERE status = 0 AND end_at > $1 ORDER BY id', [Date.now()])).map(
      (r) => r.id,
    );
    const benefitIds = (await db.query<{ id: number }>('SELECT id FROM benefits WHERE on_sale ORDER BY id')).map((r) => r.id);
    const readerIds = await sampleReaders(db, READERS);
    const redeemerIds = await sampleRedeemers(db, card, WRITE_RATE * SECONDS);
    log(`signing in ${readerIds.length} readers and ${redeemerIds.length} redeemers of 「${card.name}」 (${card.price} gold)`);
    const t0 = performance.now();
    const readers = await signIn(site.url, readerIds);
    const redeemers = await signIn(site.url, redeemerIds);
    log(`signed in in ${Math.round((performance.now() - t0) / 1000)} s`);

    const calls = memberCalls({ site: site.url, readers, redeemers, taskIds, benefitIds, card }).filter(
      (c) => !ONLY || ONLY.includes(c.name),
    );
    const rows: (Figures & { call: string; rate: number; targetP99Ms: number; met: boolean })[] = [];
    for (const call of calls) {
      const rate = call.kind === 'read' ? READ_RATE : WRITE_RATE;
      log(`${call.name}: ${rate}/s for ${SECONDS} s (load average ${os.loadavg()[0].toFixed(1)})`);
      const figures = await openLoop(rate, SECONDS, call.send);
      const targetP99Ms = TARGET_MS[call.kind];
      rows.push({ call: call.name, rate, ...figures, targetP99Ms, met: figures.p99Ms <= targetP99Ms && figures.errors === 0 });
      for (const sample of figures.samples) log(`  refused: ${sample}`);
    }

    console.log(
      `\n${'call'.padEnd(16)} ${'rate/s'.padStart(6)} ${'requests'.padStart(9)} ${'answers/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}  target p99`,
    );
    for (const r of rows)
      console.log(
        `${r.call.padEnd(16)} ${String(r.rate).padStart(6)} ${String(r.requests).padStart(9)} ${String(r.throughput).padStart(9)} ${String(r.p50Ms).padStart(7)} ${String(r.p99Ms).padStart(7)} ${String(r.errors).padStart(6)}  ≤ ${r.targetP99Ms} ${r.met ? 'met' : 'NOT met'}`,
      );
    const out = path.join(repoRoot, 'e2e', 'artifacts');
    mkdirSync(out, { recursive: true });
    const report = { at: new Date().toISOString(), cores: os.cpus().length, seconds: SECONDS, volumes, readers: readers.length, rows };
    writeFileSync(path.join(out, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote e2e/artifacts/load.json (${Math.round((performance.now() - started) / 1000)} s)`);
  } finally {
    await site.close();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
