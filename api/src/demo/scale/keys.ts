// Bulk loading is several times faster into a table without its secondary indexes, foreign keys and
// triggers: they are set aside before the COPY (their definitions kept) and made again after it — the
// seed writes what the triggers would (members.gold_rows). Making a foreign key again checks every
// row, so a seed that broke one fails there.
import type { Queryable } from '../../db';

/** What these steps need of a connection: plain statements. */
type Sql = Pick<Queryable, 'query'>;

interface Saved {
  table: string;
  /** CREATE INDEX … or ALTER TABLE … ADD CONSTRAINT …, as PostgreSQL prints it. */
  create: string;
}

/** Drops the plain indexes (not those of primary keys or unique constraints) and the foreign keys of `tables`, turns their triggers off. */
export async function setAside(q: Sql, tables: readonly string[]): Promise<Saved[]> {
  const indexes = await q.query<{ table: string; name: string; def: string }>(
    `SELECT c.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
    [tables],
  );
  const keys = await q.query<{ table: string; name: string; def: string }>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS def
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
     WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1)`,
    [tables],
  );
  for (const k of keys) await q.query(`ALTER TABLE ${k.table} DROP CONSTRAINT "${k.name}"`);
  for (const i of indexes) await q.query(`DROP INDEX "${i.name}"`);
  for (const t of tables) await q.query(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
  return [
    ...indexes.map((i) => ({ table: i.table, create: i.def })),
    ...keys.map((k) => ({ table: k.table, create: `ALTER TABLE ${k.table} ADD CONSTRAINT "${k.name}" ${k.def}` })),
  ];
}

/** Makes again what setAside dropped for one table. */
export async function restore(q: Sql, saved: Saved[], table: string): Promise<void> {
  for (const s of saved.filter((x) => x.table === table)) await q.query(s.create);
  await q.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}
