// `npm start` / `npm test` on a machine with only Node: sets up what is missing, then runs the
// real command. Runs before any dependency is installed, so it uses Node built-ins only.
//   start  pnpm, the workspace, then scripts/start.ts (builds what is stale, serves the site)
//   test   the same set-up plus Chromium, PostgreSQL and nginx, then scripts/test-all.sh
//   setup  pnpm and the workspace only
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const MIN_NODE = [20, 19];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written after a successful install: the hash of every file that decides node_modules. */
const STAMP = path.join(root, 'node_modules', '.bootstrap-install-stamp');

function say(line) {
  console.log(`[bootstrap] ${line}`);
}

function fail(message) {
  console.error(`\n[bootstrap] ${message}\n`);
  process.exit(1);
}

function runSync(command, args, options = {}) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (res.error) fail(`${command} could not start: ${res.error.message}`);
  if (res.status !== 0) fail(`\`${[command, ...args].join(' ')}\` failed (exit ${res.status ?? res.signal}).`);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    fail(`Node ${MIN_NODE.join('.')} or newer is needed; this is Node ${process.versions.node}.`);
  }
}

function pnpmVersion() {
  const res = spawnSync('pnpm', ['--version'], { cwd: root, encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

function ensurePnpm() {
  const version = pnpmVersion();
  if (version) {
    if (version !== PNPM_VERSION) say(`using pnpm ${version} (the repository is tested with ${PNPM_VERSION})`);
    return;
  }
  say(`installing pnpm ${PNPM_VERSION}: npm install -g pnpm@${PNPM_VERSION}`);
  runSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
  if (pnpmVersion()) return;
  // npm's global bin folder is not always on PATH (e.g. a custom prefix): use it for the children.
  const prefix = spawnSync('npm', ['prefix', '-g'], { encoding: 'utf8' }).stdout.trim();
  process.env.PATH = `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`;
  if (!pnpmVersion()) fail(`pnpm was installed but cannot be run; add ${path.join(prefix, 'bin')} to PATH.`);
}

/** The lockfile, the workspace file and every package.json of the workspace. */
function installInputs() {
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) {
      const manifest = path.join(entry.name, 'package.json');
      if (existsSync(path.join(root, manifest))) files.push(manifest);
    }
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

function ensureWorkspace() {
  const wanted = installInputs();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  say(existsSync(path.join(root, 'node_modules')) ? 'dependencies changed: pnpm install' : 'installing the workspace: pnpm install');
  runSync('pnpm', ['install', '--frozen-lockfile']);
  writeFileSync(STAMP, wanted);
}

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(path.join('/usr/lib/postgresql', v, 'bin', 'postgres')));

/**
 * What the tests need from Debian: Chromium for the e2e journeys, PostgreSQL for the API suite's second
 * run and the production journey, nginx for that journey and the nginx config test. Installed when we
 * are root; otherwise the command to run is printed.
 */
function ensureTestPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(existsSync(chromium) ? [] : ['chromium', 'fonts-noto-cjk']),
    ...(hasPostgres() ? [] : ['postgresql']),
    ...(existsSync('/usr/sbin/nginx') ? [] : ['nginx']),
  ];
  if (!missing.length) return;
  const install = `apt-get install -y ${missing.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    fail(
      `the tests need ${missing.join(', ')} (Chromium at ${chromium} or CHROMIUM_PATH), which is missing.\n` +
        `  Install it (Debian/Ubuntu, as root):  apt-get update && ${install}\n` +
        '  then run `npm test` again.',
    );
  }
  say(`installing what the tests need: ${install}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runSync('apt-get', ['update', '-q'], { env });
  runSync('apt-get', ['install', '-y', '-q', ...missing], { env });
}

/** Runs the real command in the foreground, passing Ctrl-C and SIGTERM on, and exits with its status. */
function handOver(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => fail(`${command} could not start: ${error.message}`));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const mode = process.argv[2];
if (!['start', 'test', 'setup'].includes(mode)) fail('usage: node scripts/bootstrap.mjs start|test|setup');
checkNode();
ensurePnpm();
ensureWorkspace();
if (mode === 'start') handOver(process.execPath, ['--import', 'tsx', 'scripts/start.ts']);
if (mode === 'test') {
  ensureTestPackages();
  handOver('bash', ['scripts/test-all.sh']);
}
