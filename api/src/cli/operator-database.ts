// Which database an operator command (members, orders, feedback, migrate) acts on — one rule for all
// four, said aloud before anything is done. DATABASE_URL: that PostgreSQL. Otherwise the demo's
// embedded database (--data, default .data/api-db) — but never silently: an environment that looks
// like production (NODE_ENV=production, or DATABASE_* settings without DATABASE_URL, as an env file
// holding only DATABASE_PASSWORD) is refused, since writing a staff account into the demo database
// would report success while the real site never sees it.
import path from 'node:path';

export type OperatorDatabase = { kind: 'postgres'; databaseUrl: string; label: string } | { kind: 'demo'; dataDir: string; label: string };

/** `postgres://user:secret@host:5432/db` → `postgres://user:***@host:5432/db`. */
export const hidePassword = (url: string): string => url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');

export function operatorDatabase(env: NodeJS.ProcessEnv, argv: string[]): OperatorDatabase {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return { kind: 'postgres', databaseUrl, label: `PostgreSQL ${hidePassword(databaseUrl)}` };
  const hints = [
    ...(env.NODE_ENV === 'production' ? ['NODE_ENV=production'] : []),
    ...Object.keys(env).filter((key) => key.startsWith('DATABASE_') && env[key]),
  ];
  if (hints.length)
    throw new Error(
      `没有 DATABASE_URL，但环境里有 ${hints.join('、')}：这像是生产环境，拒绝改用演示数据库。` +
        '请设置 DATABASE_URL=postgres://用户:密码@主机:端口/库 后重试。',
    );
  const i = argv.indexOf('--data');
  const dataDir = path.resolve(i >= 0 ? argv[i + 1] : path.join(__dirname, '..', '..', '..', '.data', 'api-db'));
  return { kind: 'demo', dataDir, label: `演示数据库 (PGlite ${dataDir})` };
}
