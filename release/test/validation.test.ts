import fs from 'node:fs';
import path from 'node:path';
import { promote, publish, readManifest, ReleaseError } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, SHELL_SHARED, tmpDir } from './helpers';

let repo: string;
let registry: string;

beforeEach(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
});
afterAll(cleanupTmp);

const opts = () => ({ registry, repoRoot: repo, user: 'tester' });

function liveShell(extra: Parameters<typeof makeShellBuild>[1] = {}) {
  makeShellBuild(repo, extra);
  return publish('shell', { ...opts(), promote: true });
}

/** Publishing must throw a ReleaseError matching every pattern and leave the registry alone. */
function expectRefused(area: string, patterns: RegExp[]) {
  const before = fs.existsSync(path.join(registry, 'remotes.json')) ? fs.readFileSync(path.join(registry, 'remotes.json'), 'utf8') : null;
  let error: unknown;
  try {
    publish(area, { ...opts(), promote: true });
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(ReleaseError);
  const message = (error as Error).message;
  for (const p of patterns) expect(message).toMatch(p);
  const after = fs.existsSync(path.join(registry, 'remotes.json')) ? fs.readFileSync(path.join(registry, 'remotes.json'), 'utf8') : null;
  expect(after).toBe(before);
  const dir = path.join(registry, 'areas', area);
  expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  return message;
}

describe('publish refuses invalid builds', () => {
  test('no build folder at all', () => {
    expectRefused('mf-tasks', [/no build of mf-tasks at .*mf-tasks\/dist/, /pnpm --filter mf-tasks build/]);
  });

  test('missing remote entry', () => {
    makeAreaBuild(repo, 'mf-tasks', { omit: ['remoteEntry.js'] });
    expectRefused('mf-tasks', [/remoteEntry\.js is missing/, /How to fix/]);
  });

  test('missing routes.json and mf-manifest.json', () => {
    makeAreaBuild(repo, 'mf-tasks', { omit: ['routes.json', 'mf-manifest.json'] });
    expectRefused('mf-tasks', [/mf-manifest\.json is missing/, /routes\.json is missing/]);
  });

  test('missing build.json', () => {
    makeAreaBuild(repo, 'mf-tasks', { omit: ['build.json'] });
    expectRefused('mf-tasks', [/build\.json is missing/]);
  });

  test('bad JSON', () => {
    makeAreaBuild(repo, 'mf-tasks', { raw: { 'routes.json': '{ "routes": [ ' } });
    expectRefused('mf-tasks', [/routes\.json is not valid JSON/]);
    makeAreaBuild(repo, 'mf-tasks', { raw: { 'mf-manifest.json': 'nope' } });
    expectRefused('mf-tasks', [/mf-manifest\.json is not valid JSON/]);
    makeAreaBuild(repo, 'mf-tasks', { raw: { 'build.json': '' } });
    expectRefused('mf-tasks', [/build\.json is not valid JSON/]);
  });

  test('empty remote entry and no ./app exposed', () => {
    makeAreaBuild(repo, 'mf-tasks', { raw: { 'remoteEntry.js': '' }, exposes: ['./other'] });
    expectRefused('mf-tasks', [/remoteEntry\.js is empty/, /does not expose "\.\/app" \(exposes: \.\/other\)/]);
  });

  test('build made for another area', () => {
    const dir = makeAreaBuild(repo, 'mf-home');
    fs.renameSync(path.join(repo, 'mf-home'), path.join(repo, 'mf-tasks'));
    expect(dir).toContain('mf-home');
    expectRefused('mf-tasks', [/build\.json is for area "mf-home", not "mf-tasks"/]);
  });

  test('platform contract version mismatch with the live shell', () => {
    liveShell({ platformApiVersion: 2 });
    makeAreaBuild(repo, 'mf-tasks', { platformApiVersion: 1 });
    expectRefused('mf-tasks', [/platform contract mismatch: mf-tasks is built against platformApiVersion 1, the live shell .* provides 2/]);
  });

  test('incompatible shared singleton version', () => {
    liveShell();
    makeAreaBuild(repo, 'mf-tasks', {
      shared: {
        react: { version: '18.3.1', requiredVersion: '^18.2.0' },
        'styled-components': { version: '6.6.0', requiredVersion: '^6.1.0' },
      },
    });
    const msg = expectRefused('mf-tasks', [
      /incompatible shared singleton react: mf-tasks requires \^18\.2\.0, the live shell .* provides 19\.3\.1/,
    ]);
    expect(msg).not.toMatch(/styled-components/);
  });

  test('a singleton the shell does not share is only a warning', () => {
    liveShell({ shared: { react: SHELL_SHARED.react } });
    makeAreaBuild(repo, 'mf-tasks', {
      shared: { react: { version: '19.3.1', requiredVersion: '^19.0.0' }, dayjs: { version: '1.11.0', requiredVersion: '^1.11.0' } },
    });
    const res = publish('mf-tasks', { ...opts(), promote: true });
    expect(res.warnings.join('\n')).toMatch(/does not share dayjs/);
  });

  test('invalid route table', () => {
    makeAreaBuild(repo, 'mf-tasks', {
      routes: [
        { path: 'task', name: 'task', title: 'a' },
        { path: '/task/list', name: '', title: 'b' },
        { path: '/task/:id', name: 'dup', title: 'c' },
        { path: '/Task/:taskId/', name: 'dup', title: 'd' },
      ],
    });
    expectRefused('mf-tasks', [
      /path "task" must start with "\/"/,
      /name must be a non-empty string/,
      /route name "dup" is used twice/,
      /route path "\/Task\/:taskId\/" is used twice \(also as "\/task\/:id"\)/,
    ]);
  });

  test('a route flag the contract does not allow, named with its route', () => {
    makeAreaBuild(repo, 'mf-tasks', {
      routes: [
        { path: '/task', name: 'task', title: 'a', signedInBounce: true },
        { path: '/task/:id', name: 'task-id', title: 'b', public: true, header: 'dark' as never },
      ],
    });
    expectRefused('mf-tasks', [
      /route #1 "task": signedInBounce is for public routes only/,
      /route #2 "task-id": header must be one of landing, group/,
    ]);
  });

  test('an empty route table', () => {
    makeAreaBuild(repo, 'mf-tasks', { routes: [] });
    expectRefused('mf-tasks', [/routes\.json lists no routes/]);
  });

  test('route name collision with another live area names the area and route', () => {
    makeAreaBuild(repo, 'mf-home', { routes: [{ path: '/home', name: 'home', title: 'Home' }] });
    publish('mf-home', { ...opts(), promote: true });
    makeAreaBuild(repo, 'mf-tasks', { routes: [{ path: '/task', name: 'home', title: 'Tasks' }] });
    expectRefused('mf-tasks', [/route name "home" \(\/task\) is already used by live area mf-home \(\/home\)/]);
  });

  test('route path collision with another live area names the area and route', () => {
    makeAreaBuild(repo, 'mf-home', { routes: [{ path: '/home/msg/:id', name: 'message', title: 'Msg' }] });
    publish('mf-home', { ...opts(), promote: true });
    makeAreaBuild(repo, 'mf-tasks', { routes: [{ path: '/home/msg/:messageId', name: 'taskMsg', title: 'T' }] });
    expectRefused('mf-tasks', [
      /route path "\/home\/msg\/:messageId" \(taskMsg\) collides with live area mf-home route "message" \(\/home\/msg\/:id\)/,
    ]);
  });

  test('a new version of the same area may keep its own routes', () => {
    makeAreaBuild(repo, 'mf-home');
    publish('mf-home', { ...opts(), promote: true });
    makeAreaBuild(repo, 'mf-home', { code: 'v2' });
    expect(publish('mf-home', { ...opts(), promote: true }).promoted).toBe(true);
  });

  test('bad area names are refused', () => {
    expect(() => publish('../etc', opts())).toThrow(/not an area folder name/);
  });

  test('shell without index.html or with wrong kind', () => {
    const { dir } = makeShellBuild(repo);
    fs.rmSync(path.join(dir, 'index.html'));
    expect(() => publish('shell', opts())).toThrow(/index\.html is missing/);
    makeShellBuild(repo);
    fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ kind: 'area', packageVersion: '1.0.0', platformApiVersion: 1 }));
    expect(() => publish('shell', opts())).toThrow(/expected "shell"/);
  });

  test('a shell that breaks live areas is refused unless forced', () => {
    makeAreaBuild(repo, 'mf-tasks');
    publish('mf-tasks', { ...opts(), promote: true });
    makeShellBuild(repo, { shared: { ...SHELL_SHARED, react: { version: '18.3.1', requiredVersion: '^18.0.0' } } });
    expect(() => publish('shell', { ...opts(), promote: true })).toThrow(
      /live area mf-tasks requires \^19\.0\.0, shell .* provides 18\.3\.1/,
    );
    expect(readManifest(registry)!.shell).toBeNull();
    const forced = publish('shell', { ...opts(), promote: true, force: true });
    expect(forced.promoted).toBe(true);
  });

  test('promote re-checks against what is live now', () => {
    makeAreaBuild(repo, 'mf-tasks', { routes: [{ path: '/x', name: 'x', title: 'x' }] });
    const v = publish('mf-tasks', opts()).version; // published, not live
    makeAreaBuild(repo, 'mf-home', { routes: [{ path: '/x', name: 'homeX', title: 'x' }] });
    publish('mf-home', { ...opts(), promote: true });
    expect(() => promote('mf-tasks', v, opts())).toThrow(/collides with live area mf-home/);
  });

  test('promote refuses a published folder whose entry was tampered with', () => {
    makeAreaBuild(repo, 'mf-tasks');
    const res = publish('mf-tasks', opts());
    const entry = path.join(res.dir, 'remoteEntry.js');
    fs.chmodSync(entry, 0o644);
    fs.writeFileSync(entry, 'evil()');
    expect(() => promote('mf-tasks', res.version, opts())).toThrow(/no longer matches its recorded hash/);
  });
});
