// `pnpm release <command>`: operator commands over the release registry. See README.md.
import path from 'node:path';
import { ReleaseError } from './fsutil';
import { history, promote, publish, rollback, setUpdating, status, verify } from './operations';
import { resolveRegistry } from './registry';
import { startSiteServer } from './server';

const USAGE = `usage: pnpm release <command> [options]

  publish <area|shell> [--from <dir>] [--promote] [--force]
                               validate a build and copy it into the registry (immutable)
  promote <area|shell> <version> [--force]
                               make a published version live; the previous live one becomes fallback
  rollback <area|shell> [--to <version>] [--force]
                               go back to the fallback (or the named version), no rebuild
  status [--json]              live version, fallback, publish time, routes of every area
  history [area] [--json]      the audit log
  updating on|off              site-wide "updating" flag (every page shows /updating)
  verify [area|shell]          re-hash published files against their release.json
  serve [--port 8080] [--host 127.0.0.1] [--api http://127.0.0.1:3100]
                               site server (env PORT, HOST, API_URL)

  global: --registry <dir>     default $SURVEY_REGISTRY or <repo>/.data/registry`;

const VALUE_FLAGS = new Set(['from', 'to', 'registry', 'port', 'host', 'api']);
const BOOL_FLAGS = new Set(['promote', 'force', 'json', 'help']);

function parseArgs(argv: string[]): { positional: string[]; flags: Record<string, string | boolean> } {
  const positional: string[] = [];
  const flags: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '-h') flags.help = true;
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (VALUE_FLAGS.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith('--')) throw new ReleaseError(`--${name} needs a value.\n\n${USAGE}`);
        flags[name] = value;
      } else if (BOOL_FLAGS.has(name)) flags[name] = true;
      else throw new ReleaseError(`unknown option --${name}.\n\n${USAGE}`);
    } else positional.push(arg);
  }
  return { positional, flags };
}

/** Paths given on the command line are relative to where the operator typed it. */
function userPath(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

function pad(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

function need(positional: string[], index: number, what: string): string {
  const v = positional[index];
  if (!v) throw new ReleaseError(`missing ${what}.\n\n${USAGE}`);
  return v;
}

async function main(argv: string[]): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const [command] = positional;
  if (!command || flags.help || command === 'help') {
    console.log(USAGE);
    return command || flags.help ? 0 : 1;
  }
  const registry = resolveRegistry(typeof flags.registry === 'string' ? userPath(flags.registry) : undefined);
  const log = (line: string) => console.log(`  ${line}`);
  const common = { registry, log };

  switch (command) {
    case 'publish': {
      const target = need(positional, 1, 'the area to publish (e.g. mf-tasks, or shell)');
      const res = publish(target, {
        ...common,
        from: typeof flags.from === 'string' ? userPath(flags.from) : undefined,
        promote: flags.promote === true,
        force: flags.force === true,
      });
      const live = res.promoted === true ? ', now live' : res.promoted === 'already-live' ? ', already live' : '';
      console.log(`${res.status === 'published' ? 'published' : 'already published'} ${target} ${res.version}${live} (${res.durationMs} ms)`);
      if (!flags.promote && res.status === 'published') console.log(`make it live with: pnpm release promote ${target} ${res.version}`);
      return 0;
    }
    case 'promote': {
      const target = need(positional, 1, 'the area');
      const version = need(positional, 2, 'the version (see `pnpm release status`)');
      const res = promote(target, version, { ...common, force: flags.force === true });
      console.log(res.changed ? `${target} ${res.to} is live (was ${res.from ?? 'none'}; fallback ${res.fallback ?? 'none'}) (${res.durationMs} ms)` : `${target} ${res.to} was already live`);
      return 0;
    }
    case 'rollback': {
      const target = need(positional, 1, 'the area to roll back');
      const res = rollback(target, { ...common, to: typeof flags.to === 'string' ? flags.to : undefined, force: flags.force === true });
      console.log(`${target} rolled back ${res.from} → ${res.to}; fallback now ${res.fallback ?? 'none'} (${res.durationMs} ms)`);
      return 0;
    }
    case 'status': {
      const s = status(common);
      if (flags.json) {
        console.log(JSON.stringify(s, null, 2));
        return 0;
      }
      console.log(`registry ${s.registry}`);
      console.log(`platformApiVersion ${s.platformApiVersion ?? '-'}   updating ${s.updating ? 'ON' : 'off'}\n`);
      const rows = [['AREA', 'LIVE', 'FALLBACK', 'PUBLISHED', 'ROUTES', 'VERSIONS']];
      for (const r of s.rows) {
        rows.push([r.target, r.live ?? '-', r.fallback ?? '-', r.publishedAt ?? '-', r.routes === null ? '-' : String(r.routes), String(r.versions)]);
      }
      console.log(pad(rows));
      return 0;
    }
    case 'history': {
      const entries = history(positional[1], common);
      if (flags.json) {
        console.log(JSON.stringify(entries, null, 2));
        return 0;
      }
      if (!entries.length) {
        console.log('no history yet');
        return 0;
      }
      const rows = [['TIME', 'USER', 'ACTION', 'AREA', 'FROM', 'TO']];
      for (const e of entries) rows.push([e.time, e.user, e.action, e.area, e.from ?? '-', e.to ?? '-']);
      console.log(pad(rows));
      return 0;
    }
    case 'updating': {
      const value = need(positional, 1, '"on" or "off"');
      if (value !== 'on' && value !== 'off') throw new ReleaseError(`updating takes "on" or "off", not "${value}".`);
      setUpdating(value === 'on', common);
      return 0;
    }
    case 'verify': {
      const res = verify(positional[1], common);
      for (const p of res.problems) console.log(`  ${p}`);
      console.log(`${res.checked} files checked, ${res.problems.length} problems`);
      return res.problems.length ? 1 : 0;
    }
    case 'serve': {
      const port = typeof flags.port === 'string' ? Number(flags.port) : undefined;
      if (port !== undefined && !Number.isInteger(port)) throw new ReleaseError(`--port must be a number, not "${String(flags.port)}".`);
      const server = await startSiteServer({
        registry,
        port,
        host: typeof flags.host === 'string' ? flags.host : undefined,
        api: typeof flags.api === 'string' ? flags.api : undefined,
      });
      console.log(`site server on ${server.url} (registry ${registry}, /api → ${typeof flags.api === 'string' ? flags.api : process.env.API_URL ?? 'http://127.0.0.1:3100'})`);
      const stop = () => {
        server.close().then(() => process.exit(0), () => process.exit(1));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return new Promise<number>(() => {});
    }
    default:
      throw new ReleaseError(`unknown command "${command}".\n\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ReleaseError) console.error(`release: ${err.message}`);
    else console.error(`release: unexpected error: ${(err as Error)?.stack ?? String(err)}`);
    process.exit(1);
  },
);
