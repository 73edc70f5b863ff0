// PostgreSQL from Debian's package for the production layout: a cluster under the layout's data
// folder (owned by the `postgres` user when we are root: initdb refuses root), listening on 127.0.0.1
// only, with one database and one password-protected role for the API processes.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

const isRoot = () => process.getuid?.() === 0;

/** The newest /usr/lib/postgresql/<major>/bin, installing Debian's packages when missing and we may. */
export function findPostgresBin(): string {
  const find = () => {
    const root = '/usr/lib/postgresql';
    const majors = existsSync(root) ? readdirSync(root).filter((d) => existsSync(path.join(root, d, 'bin', 'postgres'))) : [];
    majors.sort((a, b) => Number(b) - Number(a));
    return majors[0] ? path.join(root, majors[0], 'bin') : null;
  };
  return find() ?? (installDebianPackages(['postgresql']), find()) ?? missing('postgresql');
}

export function findNginx(): string {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => existsSync(f));
  if (nginx) return nginx;
  installDebianPackages(['nginx']);
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : missing('nginx');
}

function missing(pkg: string): never {
  throw new Error(`${pkg} is not installed. As root on Debian/Ubuntu: apt-get update && apt-get install -y ${pkg}`);
}

function installDebianPackages(packages: string[]): void {
  if (!isRoot() || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return;
  console.log(`[prod] installing Debian packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit', env });
}

/** Runs a PostgreSQL binary as the cluster's owner: `postgres` when we are root, else ourselves. */
function asOwner(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', bin, ...args]] : [bin, args];
}

function ownDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!isRoot()) return;
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) throw new Error("running as root needs the `postgres` user (it comes with Debian's postgresql package)");
  chownSync(dir, Number(ids.stdout), Number(gid.stdout));
}

function run(bin: string, args: string[], what: string): string {
  const [cmd, argv] = asOwner(bin, args);
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${what} failed (exit ${res.status}): ${res.stderr || res.stdout}`);
  return res.stdout;
}

export interface PostgresOptions {
  bin: string;
  /** Cluster folder (created by initdb on the first start). */
  dataDir: string;
  port: number;
  database: string;
  user: string;
  password: string;
  logFile: string;
}

export interface Postgres {
  url: string;
  process: ChildProcess;
}

export async function startPostgres(o: PostgresOptions): Promise<Postgres> {
  const socketDir = `${o.dataDir}-run`;
  ownDir(socketDir);
  if (!existsSync(path.join(o.dataDir, 'PG_VERSION'))) {
    ownDir(o.dataDir);
    // Local socket connections are the cluster owner's (administration); TCP needs the password.
    run(
      path.join(o.bin, 'initdb'),
      ['-D', o.dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth-local=trust', '--auth-host=scram-sha-256'],
      'initdb',
    );
  }
  const [cmd, argv] = asOwner(path.join(o.bin, 'postgres'), [
    '-D',
    o.dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `port=${o.port}`,
    '-c',
    `unix_socket_directories=${socketDir}`,
  ]);
  const log = openSync(o.logFile, 'a');
  // Its own process group: Ctrl-C reaches the launcher only, which stops everything in order.
  const child = spawn(cmd, argv, { stdio: ['ignore', log, log], detached: true });
  const psql = (sql: string) =>
    run(
      path.join(o.bin, 'psql'),
      ['-h', socketDir, '-p', String(o.port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-tAc', sql],
      'psql',
    ).trim();
  for (let i = 0; ; i += 1) {
    const [c, a] = asOwner(path.join(o.bin, 'pg_isready'), ['-h', socketDir, '-p', String(o.port)]);
    if (spawnSync(c, a, { stdio: 'ignore' }).status === 0) break;
    if (child.exitCode !== null || i > 100) throw new Error(`PostgreSQL did not start; see ${o.logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The password is generated (base64url), so it needs no quoting beyond the literal's.
  if (psql(`SELECT 1 FROM pg_roles WHERE rolname = '${o.user}'`) !== '1') psql(`CREATE ROLE ${o.user} LOGIN PASSWORD '${o.password}'`);
  else psql(`ALTER ROLE ${o.user} PASSWORD '${o.password}'`);
  if (psql(`SELECT 1 FROM pg_database WHERE datname = '${o.database}'`) !== '1') psql(`CREATE DATABASE ${o.database} OWNER ${o.user}`);
  return { url: `postgres://${o.user}:${o.password}@127.0.0.1:${o.port}/${o.database}`, process: child };
}
