import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; use only the given `q` inside it. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the whole database (see DbOptions.pgliteTemplate). */
  dump?(): Promise<Blob>;
}

export interface DbOptions {
  /** PostgreSQL server connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined = in-memory. */
  dataDir?: string;
  /** PostgreSQL only: schema to use (created when missing), e.g. one per test file. */
  schema?: string;
  /** PGlite only, no dataDir: start in memory from this dumped database (tests use it to skip initdb). */
  pgliteTemplate?: string;
}

const INT8 = 20;

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPg(options.databaseUrl, options.schema)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir?: string, template?: string): Promise<Db> {
  const lite = dataDir
    ? new PGlite(dataDir)
    : template && existsSync(template)
      ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) })
      : new PGlite();
  await lite.waitReady;
  const norm = <T>(rows: unknown[]): T[] =>
    rows.map((r) => {
      const row = r as Row;
      for (const k of Object.keys(row)) if (typeof row[k] === 'bigint') row[k] = Number(row[k]);
      return row as T;
    });
  return {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      const r = await lite.query(sql, params);
      return norm<T>(r.rows);
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return lite.transaction(async (t) =>
        fn({
          async query<R = Row>(sql: string, params: unknown[] = []) {
            const r = await t.query(sql, params);
            return norm<R>(r.rows);
          },
        }),
      );
    },
    async close() {
      await lite.close();
    },
    dump() {
      return lite.dumpDataDir('none');
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad schema name ${name}`);
  return `"${name}"`;
}

async function openPg(url: string, schema?: string): Promise<Db> {
  // bigint (count(*), epoch-ms columns) as numbers, like PGlite returns them
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  const types = { getTypeParser };
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {
    /* idle client errors are reported on the next query */
  });
  return {
    kind: 'pg',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      const r = await pool.query(sql, params as unknown[]);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R = Row>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params as unknown[]);
            return r.rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
