import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './index';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies every `NNN-name.sql` in order that is not yet recorded in `schema_migrations`. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version integer PRIMARY KEY,
       name text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await db.tx(async (q) => {
      // One statement at a time so the same script runs on PGlite and on a server.
      for (const stmt of splitSql(sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Splits a migration script on semicolons at line ends (no procedural bodies are used). */
export function splitSql(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
