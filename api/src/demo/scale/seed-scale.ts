// `seedScale`: fills a migrated PostgreSQL database (with the site content seeded) with a site's worth of members and their histories (see
// volumes.ts), by COPY on one connection per table, then makes the indexes and keys again and
// analyses every table. Used by `pnpm --filter @survey/api seed-scale` and by the EXPLAIN tests.
import pg from 'pg';
import { hashPassword } from '../../crypto';
import { addTasksAndGroups, emptyScaleData, joinableTasks, redeemableBenefits, scaleGroups, settleCounters } from './catalogue';
import { type CopyTable, copyTable } from './copy';
import { restore, setAside } from './keys';
import { GROUP_TABLES, type GroupTable, groupsPass } from './seed-groups';
import { MEMBER_TABLES, type MemberTable, membersPass } from './seed-members';
import { activities } from './volumes';

/** Every seeded member signs in with this password (one hash, computed once, for all of them). */
export const SCALE_PASSWORD = 'scale-run-2026';

export interface ScaleOptions {
  databaseUrl: string;
  /** A schema of its own (the tests'); default the connection's. */
  schema?: string;
  members: number;
  /** Empty a database that already has members first (otherwise refused). */
  force?: boolean;
  seed?: number;
  now?: number;
  log?: (line: string) => void;
}

export interface TableFigures {
  table: string;
  rows: number;
  /** Seconds from the start of the COPY pass until this table's COPY was stored. */
  copySeconds: number;
  /** Seconds to make its indexes and keys again and analyse it. */
  indexSeconds: number;
  bytes: number;
}

export class ScaleRefusal extends Error {}

const TABLES = [...Object.keys(MEMBER_TABLES), ...Object.keys(GROUP_TABLES)] as (MemberTable | GroupTable)[];
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function connect(url: string, schema?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  return client;
}

/** A client as the steps take it: statements answering their rows. */
const statements = (client: pg.Client) => ({
  query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
});

export async function seedScale(options: ScaleOptions): Promise<TableFigures[]> {
  const { databaseUrl, schema, members } = options;
  const log = options.log ?? (() => undefined);
  const now = options.now ?? Date.now();
  const seedNo = options.seed ?? 1;
  const adminClient = await connect(databaseUrl, schema);
  const admin = statements(adminClient);
  const clients: pg.Client[] = [];
  try {
    const [{ n: existing }] = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    if (existing > 0 && !options.force)
      throw new ScaleRefusal(`the database already has ${existing} members; seed-scale fills an empty one (--force empties it first)`);
    if (existing > 0 || options.force) await emptyScaleData(admin);
    await addTasksAndGroups(admin, members, now);
    const [tasks, benefits, groups] = [await joinableTasks(admin), await redeemableBenefits(admin), await scaleGroups(admin)];
    const saved = await setAside(admin, TABLES);
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const activity = activities(members, seedNo);

    const started = performance.now();
    const copyDone = new Map<string, number>();
    const open = async <T extends string>(spec: Record<T, readonly string[]>) => {
      const out = {} as Record<T, CopyTable>;
      for (const table of Object.keys(spec) as T[]) {
        const client = await connect(databaseUrl, schema);
        clients.push(client);
        out[table] = copyTable(client, table, [...spec[table]]);
      }
      return out;
    };
    const finish = async (out: Record<string, CopyTable>) => {
      for (const t of Object.values(out)) {
        await t.end();
        copyDone.set(t.table, seconds(started));
      }
    };
    const memberOut = await open(MEMBER_TABLES);
    let lastReport = 0;
    await membersPass({
      members,
      activity,
      now,
      seed: seedNo,
      passwordHash,
      tasks,
      benefits,
      out: memberOut,
      progress(done) {
        if (done < members && performance.now() - lastReport < 5000) return;
        lastReport = performance.now();
        const rows = Object.values(memberOut).map((t) => `${t.table} ${t.rows.toLocaleString('en')}`);
        log(`members ${done.toLocaleString('en')}/${members.toLocaleString('en')} · ${rows.join(' · ')} · ${seconds(started)} s`);
      },
    });
    await finish(memberOut);
    const groupOut = await open(GROUP_TABLES);
    await groupsPass({ members, groups, now, seed: seedNo, out: groupOut });
    await finish(groupOut);
    log(`COPY done in ${seconds(started)} s; making indexes and keys again`);

    await admin.query("SET maintenance_work_mem = '512MB'");
    const figures: TableFigures[] = [];
    const rowsOf = { ...memberOut, ...groupOut } as Record<string, CopyTable>;
    for (const table of TABLES) {
      const t0 = performance.now();
      await restore(admin, saved, table);
      await admin.query(`VACUUM (ANALYZE) ${table}`);
      const [{ bytes }] = await admin.query<{ bytes: string }>('SELECT pg_total_relation_size($1::regclass)::text AS bytes', [table]);
      figures.push({ table, rows: rowsOf[table].rows, copySeconds: copyDone.get(table)!, indexSeconds: seconds(t0), bytes: Number(bytes) });
      log(`${table}: indexes, keys and statistics in ${seconds(t0)} s`);
    }
    await settleCounters(admin, members);
    for (const [table, column] of [
      ['members', 'id'],
      ['gold_records', 'id'],
      ['exchange_orders', 'id'],
      ['exchange_order_events', 'id'],
      ['messages', 'id'],
      ['group_responses', 'id'],
    ])
      await admin.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT max(${column}) FROM ${table}), 1))`,
      );
    await admin.query('VACUUM (ANALYZE) tasks, benefits, group_topics');
    return figures;
  } finally {
    for (const c of clients) await c.end().catch(() => undefined);
    await adminClient.end();
  }
}
