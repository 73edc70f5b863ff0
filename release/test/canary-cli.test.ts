// Canaries from the command line, on the registry host and over the registry service: what the
// operator sees (`promote --canary`, `status`, `rollback`) and what the endpoint answers a token.
import { readManifest } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, runCli } from './helpers';
import { type TestService, call, remoteCli, startService, upload } from './service-setup';

let s: TestService;
let ops: string;
let team: string;
let v1: string;
let v2: string;

/** What the command printed itself (not the indented progress lines), durations blanked. */
const printed = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l && !l.startsWith('  '))
    .map((l) => l.replace(/\(\d+ ms\)/, '(N ms)').replace(/since \S+$/, 'since T'));
const canaryOf = (area: string) => readManifest(s.registry)!.areas.find((a) => a.area === area)?.canary;
const promoteCall = (token: string, area: string, body: object) =>
  call(s, `/v1/areas/${area}/promote`, token, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  runCli(['status']); // compiles the CLI once, before the timed calls
  s = await startService();
  ops = s.token('ops', 'all');
  team = s.token('team-tasks', 'mf-tasks');
  expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
  v1 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), team, true)).body.result.version;
  v2 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), team)).body.result.version;
});
afterAll(async () => {
  await s.app.close();
  cleanupTmp();
});

test('POST /v1/areas/:area/promote {version, canary} starts a canary with the promote right; history names the token', async () => {
  const publisher = s.token('ci-tasks', 'mf-tasks', ['publish']);
  const denied = await promoteCall(publisher, 'mf-tasks', { version: v2, canary: 10 });
  expect(denied).toMatchObject({
    status: 403,
    body: { error: 'the deploy token ci-tasks may not promote mf-tasks; it may publish on mf-tasks only.' },
  });
  expect(canaryOf('mf-tasks')).toBeUndefined();

  for (const canary of [0, 150, 'ten', null]) {
    const bad = await promoteCall(team, 'mf-tasks', { version: v2, canary });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^the canary percentage must be a whole number from 1 to 99/);
  }
  const shell = await promoteCall(ops, 'shell', { version: 'x', canary: 10 });
  expect(shell).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^the shell cannot have a canary/) } });
  const live = await promoteCall(team, 'mf-tasks', { version: v1, canary: 10 });
  expect(live).toMatchObject({ status: 400, body: { error: expect.stringContaining(`mf-tasks ${v1} is the live version already`) } });
  expect(canaryOf('mf-tasks')).toBeUndefined();

  const ok = await promoteCall(team, 'mf-tasks', { version: v2, canary: 10 });
  expect(ok.status).toBe(200);
  expect(ok.body.result).toMatchObject({ target: 'mf-tasks', version: v2, live: v1, percent: 10, changed: true });
  expect(ok.body.log).toContain(`mf-tasks canary ${v2} at 10% of devices; ${v1} stays live for the others`);
  expect(canaryOf('mf-tasks')).toMatchObject({ version: v2, percent: 10 });
  const history = await call(s, '/v1/history?area=mf-tasks', team);
  expect(history.body.result.at(-1)).toMatchObject({ user: 'team-tasks', action: 'promote', from: v1, to: v2, note: 'canary 10%' });
  const status = await call(s, '/v1/status', team);
  expect(status.body.result.rows.find((r: { target: string }) => r.target === 'mf-tasks').canary).toMatchObject({
    version: v2,
    percent: 10,
  });
});

test('over HTTP the CLI raises the canary, status shows it, rollback ends it, with the local output', async () => {
  const raised = await remoteCli(s, ['promote', 'mf-tasks', v2, '--canary', '50'], team);
  expect(raised.status).toBe(0);
  expect(printed(raised.stdout)).toEqual([`mf-tasks canary ${v2} now at 50% of devices (was 10%); ${v1} stays live for the others (N ms)`]);
  expect(raised.stdout).toContain(`  mf-tasks canary ${v2}: 10% → 50% of devices\n`);

  const over = await remoteCli(s, ['status'], team);
  const local = runCli(['status', '--registry', s.registry]);
  expect(over.stdout).toBe(local.stdout.replace(`registry ${s.registry}\n`, `registry ${s.url}\n`));
  expect(over.stdout).toContain(`\n\nmf-tasks canary ${v2} at 50% since ${canaryOf('mf-tasks')!.since}\n`);
  const json = JSON.parse((await remoteCli(s, ['status', '--json'], team)).stdout);
  expect(json.rows.find((r: { target: string }) => r.target === 'mf-tasks').canary).toEqual({
    version: v2,
    percent: 50,
    since: canaryOf('mf-tasks')!.since,
  });

  const typo = await remoteCli(s, ['promote', 'mf-tasks', v2, '--canary', '5O'], team);
  expect(typo).toMatchObject({ status: 1, stdout: '' });
  expect(typo.stderr).toMatch(/^release: the canary percentage must be a whole number from 1 to 99 \(got "5O"\), e\.g\. --canary 10/);

  const ended = await remoteCli(s, ['rollback', 'mf-tasks'], team);
  expect(ended.status).toBe(0);
  expect(printed(ended.stdout)).toEqual([`mf-tasks canary ${v2} (50%) ended; ${v1} stays live for everyone (N ms)`]);
  expect(canaryOf('mf-tasks')).toBeUndefined();
  expect(readManifest(s.registry)!.areas.find((a) => a.area === 'mf-tasks')!.version).toBe(v1);
  const history = (await remoteCli(s, ['history', 'mf-tasks', '--json'], team)).stdout;
  expect(JSON.parse(history).at(-1)).toMatchObject({ user: 'team-tasks', action: 'rollback', from: v2, to: v1, note: 'canary ended' });
  expect((await remoteCli(s, ['status'], team)).stdout).not.toContain('canary');
});

test('on the registry host: promote --canary, then promote of the canary version makes it live for everyone', () => {
  // The previous test ended v2's canary with a rollback: running it again is an explicit --force.
  const started = runCli(['promote', 'mf-tasks', v2, '--canary', '10', '--force', '--registry', s.registry]);
  expect(started.status).toBe(0);
  expect(printed(started.stdout)).toEqual([`mf-tasks ${v2} is the canary for 10% of devices; ${v1} stays live for the others (N ms)`]);
  expect(printed(runCli(['status', '--registry', s.registry]).stdout)).toContain(`mf-tasks canary ${v2} at 10% since T`);

  const shell = runCli(['promote', 'shell', v2, '--canary', '10', '--registry', s.registry]);
  expect(shell.status).toBe(1);
  expect(shell.stderr).toMatch(/^release: the shell cannot have a canary: every page runs one shell for all areas/);
  const missing = runCli(['promote', 'mf-tasks', v2, '--canary', '--registry', s.registry]);
  expect(missing).toMatchObject({ status: 1, stderr: expect.stringMatching(/^release: --canary needs a value\./) });

  const full = runCli(['promote', 'mf-tasks', v2, '--registry', s.registry]);
  expect(full.status).toBe(0);
  expect(printed(full.stdout)).toEqual([`mf-tasks ${v2} is live (was ${v1}; fallback ${v1}) (N ms)`]);
  expect(full.stdout).toContain(`  canary ${v2} (10%) is now live for everyone; the canary is cleared\n`);
  expect(canaryOf('mf-tasks')).toBeUndefined();

  // `history` tells the canary steps from the versions made live for everyone by their note.
  const lines = runCli(['history', 'mf-tasks', '--registry', s.registry]).stdout.trim().split('\n').slice(-4);
  expect(lines.map((l) => l.split(/\s{2,}/).slice(1))).toEqual([
    ['team-tasks', 'promote', 'mf-tasks', v2, v2, 'canary 10% → 50%'],
    ['team-tasks', 'rollback', 'mf-tasks', v2, v1, 'canary ended'],
    [expect.any(String), 'promote', 'mf-tasks', v1, v2, 'canary 10%'],
    [expect.any(String), 'promote', 'mf-tasks', v1, v2],
  ]);
});
