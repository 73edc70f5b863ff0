// Tokens that limit themselves: `--can canary` promotes only as a canary of 1–99% (never for
// everyone, never ending a canary by promoting its version), and `--expires 90d` ends a token's life.
import { readManifest } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, runCli } from './helpers';
import { type TestService, call, remoteCli, startService, upload } from './service-setup';

let s: TestService;
let ops: string;
let v1: string;
let v2: string;
const promoteCall = (token: string, body: object) => call(s, '/v1/areas/mf-tasks/promote', token, { body: JSON.stringify(body) });
const liveTasks = () => readManifest(s.registry)!.areas.find((a) => a.area === 'mf-tasks')!;

beforeAll(async () => {
  s = await startService();
  ops = s.token('ops', 'all');
  await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true);
  v1 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ops, true)).body.result.version;
  v2 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), ops)).body.result.version;
});
afterAll(async () => {
  await s.app.close();
  cleanupTmp();
});

test('a --can canary token starts and raises a canary, but never promotes for everyone, to 100% or by publish --promote', async () => {
  const made = runCli([
    'token',
    'create',
    '--name',
    'ci-canary',
    '--area',
    'mf-tasks',
    '--can',
    'publish,canary',
    '--registry',
    s.registry,
  ]);
  expect(made.stderr).toMatch(/publish, canary on mf-tasks/);
  const canary = made.stdout.trim();

  expect((await promoteCall(canary, { version: v2, canary: 10 })).status).toBe(200);
  expect((await promoteCall(canary, { version: v2, canary: 50 })).status).toBe(200);
  expect(liveTasks()).toMatchObject({ version: v1, canary: { version: v2, percent: 50 } });

  const full = await promoteCall(canary, { version: v2 });
  expect(full).toMatchObject({
    status: 403,
    body: { error: expect.stringMatching(/may promote mf-tasks only as a canary \(promote <version> --canary 1-99\)/) },
  });
  expect((await promoteCall(canary, { version: v2, canary: 100 })).status).toBe(400);
  const cli = await remoteCli(s, ['promote', 'mf-tasks', v2], canary);
  expect(cli.status).not.toBe(0);
  expect(cli.stderr).toMatch(/only as a canary/);
  const v3build = makeAreaBuild(s.repo, 'mf-tasks', { code: 'v3' });
  const published = await remoteCli(s, ['publish', 'mf-tasks', '--from', v3build, '--promote'], canary);
  expect(published.stderr).toMatch(/only as a canary/);
  // Nothing went live for everyone, and the canary still runs.
  expect(liveTasks()).toMatchObject({ version: v1, canary: { version: v2, percent: 50 } });
  // Without --promote it publishes as before; preview links are open to it too.
  expect((await remoteCli(s, ['publish', 'mf-tasks', '--from', v3build], canary)).status).toBe(0);
  const link = await call(s, '/v1/areas/mf-tasks/preview', canary, { body: JSON.stringify({ version: v2, for: '1h' }) });
  expect(link.status).toBe(200);
});

test('a token with --expires works until then, is refused with 401 after, and token list shows its expiry', async () => {
  const made = runCli(['token', 'create', '--name', 'ci-short', '--area', 'mf-tasks', '--expires', '90d', '--registry', s.registry]);
  expect(made.status).toBe(0);
  const token = made.stdout.trim();
  const expiresAt = /until (\S+)\. It is shown once/.exec(made.stderr)![1];
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(89.9 * 86_400_000);
  expect((await call(s, '/v1/status', token)).status).toBe(200);
  expect(runCli(['token', 'list', '--registry', s.registry]).stdout).toMatch(
    new RegExp(`ci-short\\s+mf-tasks\\s+\\S+\\s+\\S+\\s+${expiresAt}\\s+-`),
  );

  // An operator makes one over the service for a minute, then it runs out.
  const short = await call(s, '/v1/tokens', ops, { body: JSON.stringify({ name: 'ci-minute', area: 'mf-tasks', expires: '1m' }) });
  expect(short.status).toBe(200);
  jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
  try {
    const expired = await call(s, '/v1/status', short.body.result.token);
    expect(expired).toMatchObject({
      status: 401,
      body: { error: expect.stringMatching(/^the deploy token ci-minute expired at \S+; ask an operator for a new one\.$/) },
    });
  } finally {
    jest.useRealTimers();
  }
  const bad = await call(s, '/v1/tokens', ops, { body: JSON.stringify({ name: 'ci-never', area: 'mf-tasks', expires: '90 days' }) });
  expect(bad).toMatchObject({ status: 400, body: { error: expect.stringMatching(/--expires "90 days" is not a duration/) } });
});
