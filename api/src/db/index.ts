import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, type LogEvent, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { Database } from './schema';

export type { Database } from './schema';
export type Row = Record<string, unknown>;
/** The typed query builder, outside or inside a transaction. */
export type Sql = Kysely<Database> | Transaction<Database>;

export interface Queryable {
  /** Typed queries: checked against `./schema.ts` at compile time. */
  readonly sql: Sql;
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows (for what the builder can't say). */
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  readonly sql: Kysely<Database>;
  /** Runs a script of several statements without parameters. */
  exec(text: string): Promise<void>;
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
  /** Sees every statement run (the query-plan tests explain what each call runs). */
  onQuery?: OnQuery;
}

export type OnQuery = (sql: string, parameters: readonly unknown[]) => void;

const logTo = (onQuery?: OnQuery) =>
  onQuery
    ? (e: LogEvent) => {
        if (e.level === 'query') onQuery(e.query.sql, e.query.parameters);
      }
    : undefined;

const INT8 = 20;
/** bigint columns (epoch milliseconds, count(*)) come back as JS numbers on both engines. */
const int8ToNumber = (v: string) => Number(v);

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPg(options.databaseUrl, options.schema, options.onQuery)
    : openPglite(options.dataDir, options.pgliteTemplate, options.onQuery);
}

function queryable(sql: Sql): Queryable {
  return {
    sql,
    async query<T = Row>(text: string, params: unknown[] = []) {
      const r = await sql.executeQuery<T>(CompiledQuery.raw(text, params));
      return r.rows as T[];
    },
  };
}

/** One Kysely instance per database: every statement, typed or raw, goes through its driver. */
function wrap(kind: Db['kind'], sql: Kysely<Database>, exec: (text: string) => Promise<void>, extra: Partial<Db> = {}): Db {
  return {
    kind,
    ...queryable(sql),
    sql,
    exec,
    tx: (fn) => sql.transaction().execute((trx) => fn(queryable(trx))),
    close: () => sql.destroy(),
    ...extra,
  };
}

async function openPglite(dataDir?: string, template?: string, onQuery?: OnQuery): Promise<Db> {
  const parsers = { [INT8]: int8ToNumber };
  const lite = dataDir
    ? new PGlite(dataDir, { parsers })
    : template && existsSync(template)
      ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]), parsers })
      : new PGlite({ parsers });
  await lite.waitReady;
  const sql = new Kysely<Database>({ dialect: new PGliteDialect(lite), log: logTo(onQuery) });
  return wrap('pglite', sql, (text) => sql.executeQuery(CompiledQuery.raw(text)).then(() => undefined), {
    dump: () => lite.dumpDataDir('none'),
  });
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad schema name ${name}`);
  return `"${name}"`;
}

async function openPg(url: string, schema?: string, onQuery?: OnQuery): Promise<Db> {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? int8ToNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
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
    types: { getTypeParser },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {
    /* idle client errors are reported on the next query */
  });
  const sql = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logTo(onQuery) });
  return wrap('pg', sql, async (text) => {
    await pool.query(text);
  });
}
