// `pnpm release <command>`: operator commands over the release registry. See README.md.
// Each command lives in cli/commands/<name>.ts; this file parses the arguments and dispatches.
import path from 'node:path';
import type { CliCommand } from './commands/cli-command';
import { devLinkCommand } from './commands/dev-link';
import { historyCommand } from './commands/history';
import { nginxConfigCommand } from './commands/nginx-config';
import { packCliCommand } from './commands/pack-cli';
import { previewCommand } from './commands/preview';
import { promoteCommand } from './commands/promote';
import { publishCommand } from './commands/publish';
import { registryServeCommand } from './commands/registry-serve';
import { rollbackCommand } from './commands/rollback';
import { serveCommand } from './commands/serve';
import { smokeCommand } from './commands/smoke';
import { statusCommand } from './commands/status';
import { tokenCommand } from './commands/token';
import { updatingCommand } from './commands/updating';
import { verifyCommand } from './commands/verify';
import { watchCommand } from './commands/watch';
import { ReleaseError } from '../base/release-error';
import { resolveRegistry } from '../registry/layout';
import { isRemoteRegistry } from './remote/client';
import { keepStaticSiteInStep } from '../pages/live-links';
import { pagesRendered } from '../pages/page-renders';
import { alertsSent } from '../rollout/rollback-alert';

// Every manifest a command writes also refreshes the links and pages of a static site (nginx-config).
keepStaticSiteInStep();

const COMMANDS: CliCommand[] = [
  publishCommand,
  smokeCommand,
  promoteCommand,
  rollbackCommand,
  previewCommand,
  devLinkCommand,
  statusCommand,
  historyCommand,
  updatingCommand,
  verifyCommand,
  serveCommand,
  registryServeCommand,
  watchCommand,
  nginxConfigCommand,
  tokenCommand,
  packCliCommand,
];

const USAGE = `usage: pnpm release <command> [options]

${COMMANDS.map((c) => c.usage).join('\n')}

  global: --registry <dir|url> default $SURVEY_REGISTRY or <repo>/.data/registry; an http(s) URL
                               is a registry service (token in $SURVEY_RELEASE_TOKEN)`;

const VALUE_FLAGS = new Set([
  'from',
  'to',
  'registry',
  'port',
  'host',
  'api',
  'upstream',
  'origin',
  'listen',
  'run-dir',
  'user',
  'out',
  'name',
  'area',
  'can',
  'expires',
  'upload-limit-mb',
  'for',
  'site',
  'canary',
  'git-sha',
]);
const BOOL_FLAGS = new Set(['promote', 'force', 'json', 'help', 'edge', 'skip-smoke']);

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

async function main(argv: string[]): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const [name, ...args] = positional;
  if (!name || flags.help || name === 'help') {
    console.log(USAGE);
    return name || flags.help ? 0 : 1;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new ReleaseError(`unknown command "${name}".\n\n${USAGE}`);
  const given = typeof flags.registry === 'string' ? flags.registry : process.env.SURVEY_REGISTRY;
  // An http(s) registry is a registry service: the commands that support it go over HTTP.
  const remote = isRemoteRegistry(given) ? { url: given } : undefined;
  if (remote && !command.remote)
    throw new ReleaseError(`${name} works on the registry host only, not against the service at ${remote.url}.`);
  const registry = remote ? remote.url : resolveRegistry(typeof flags.registry === 'string' ? userPath(flags.registry) : undefined);
  return command.run({
    args,
    flags,
    common: { registry, log: (line) => console.log(`  ${line}`), remote },
    need(index, what) {
      const value = args[index];
      if (!value) throw new ReleaseError(`missing ${what}.\n\n${USAGE}`);
      return value;
    },
    userPath,
  });
}

main(process.argv.slice(2)).then(
  // A command's output is printed first; the pages it left to render and a rollback's webhook post (or its
  // timeout) finish before the process ends.
  async (code) => {
    await Promise.all([pagesRendered(), alertsSent()]);
    process.exit(code);
  },
  (err: unknown) => {
    if (err instanceof ReleaseError) console.error(`release: ${err.message}`);
    else console.error(`release: unexpected error: ${(err as Error)?.stack ?? String(err)}`);
    process.exit(1);
  },
);
