// Whether every sequence-filled key is past the rows already there, so the next insert cannot collide.
import type { Queryable } from '../src/db';

/**
 * The columns of the current schema filled by a sequence (serial or identity) whose sequence would hand
 * out a value a row already has, as `table.column: next N, rows up to M` (empty when none would).
 */
export async function sequencesBehind(h: { db: Queryable }) {
  const columns = await h.db.query<{ table_name: string; column_name: string; seq: string }>(
    `SELECT c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND (c.column_default LIKE 'nextval(%' OR c.is_identity = 'YES')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const behind: string[] = [];
  for (const { table_name: table, column_name: column, seq } of columns) {
    const [{ max }] = await h.db.query<{ max: number | null }>(`SELECT max(${column})::bigint AS max FROM ${table}`);
    if (max === null) continue;
    const [{ last, called }] = await h.db.query<{ last: number; called: boolean }>(
      `SELECT last_value::bigint AS last, is_called AS called FROM ${seq}`,
    );
    // The next value nextval() hands out must be above every row's.
    const next = called ? Number(last) + 1 : Number(last);
    if (next <= Number(max)) behind.push(`${table}.${column}: next ${next}, rows up to ${max}`);
  }
  return behind;
}
