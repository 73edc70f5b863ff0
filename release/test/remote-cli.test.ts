// `pnpm release …` with SURVEY_REGISTRY=http://… and SURVEY_RELEASE_TOKEN: the compiled CLI over
// real HTTP prints what the local command prints and exits the same way.
import { cleanupTmp, makeAreaBuild, makeShellBuild, runCli } from './helpers';
import { type TestService, remoteCli, startService } from './service-setup';

let s: TestService;
beforeAll(async () => {
  s = await startService();
});
afterAll(async () => {
  await s.app.close();
  cleanupTmp();
});

const remote = (args: string[], token: string | undefined) => remoteCli(s, args, token);

/** The lines a command prints itself (not the indented progress lines), durations blanked. */
const result = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l && !l.startsWith('  '))
    .map((l) => l.replace(/\(\d+ ms\)/, '(N ms)'));

// About 12 commands, two of them area publishes that mount the build's routes first (the smoke test).
test('publish --promote, rollback, status and history over HTTP give the local output and exit codes', async () => {
  runCli(['status']); // compiles the CLI once, before the timed calls
  const ops = s.token('ops', 'all');
  const team = s.token('team-tasks', 'mf-tasks');
  const shell = await remote(['publish', 'shell', '--from', makeShellBuild(s.repo).dir, '--promote'], ops);
  expect(shell.status).toBe(0);
  expect(result(shell.stdout)).toEqual([expect.stringMatching(/^published shell 1\.0\.0-\w{10}, now live \(N ms\)$/)]);

  const v1 = await remote(['publish', 'mf-tasks', '--from', makeAreaBuild(s.repo, 'mf-tasks'), '--promote'], team);
  expect(v1.stdout).toMatch(/^ {2}uploading mf-tasks 1\.0\.0-\w+ from .* to http:\/\/127\.0\.0\.1:\d+$/m);
  expect(v1.stdout).toMatch(/^ {2}validated mf-tasks 1\.0\.0-\w+ \(\d+ files\)$/m);
  const v2 = await remote(['publish', 'mf-tasks', '--from', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' })], team);
  const version = /published mf-tasks (\S+)/.exec(v2.stdout)![1];
  expect(result(v2.stdout)).toEqual([
    `published mf-tasks ${version} (N ms)`,
    `make it live with: pnpm release promote mf-tasks ${version}`,
  ]);
  expect((await remote(['promote', 'mf-tasks', version], team)).status).toBe(0);

  const rolled = await remote(['rollback', 'mf-tasks'], team);
  expect(rolled.status).toBe(0);
  expect(result(rolled.stdout)).toEqual([
    expect.stringMatching(new RegExp(`^mf-tasks rolled back ${version} → 1\\.0\\.0-\\w+; fallback now none \\(N ms\\)$`)),
  ]);

  // On the registry host the local commands read the same folder: the outputs are the same, but
  // for the registry status names (the URL the operator gave, not the service's folder).
  for (const args of [['status'], ['status', '--json'], ['history'], ['history', 'mf-tasks', '--json']]) {
    const over = await remote(args, team);
    const local = runCli([...args, '--registry', s.registry]);
    expect(over.status).toBe(0);
    expect(over.stdout).toBe(
      local.stdout.replace(`registry ${s.registry}\n`, `registry ${s.url}\n`).replace(JSON.stringify(s.registry), JSON.stringify(s.url)),
    );
  }
  expect((await remote(['status'], team)).stdout).toMatch(new RegExp(`^registry ${s.url}\n`));
  const history = (await remote(['history'], team)).stdout;
  expect(history).toMatch(/ ops +promote +shell /);
  expect(history).toMatch(/ team-tasks +rollback +mf-tasks /);
}, 40_000);

test('a refusal prints the service message and exits 1; no token names SURVEY_RELEASE_TOKEN', async () => {
  const publisher = s.token('ci-wallet', 'mf-wallet', ['publish']);
  const refused = await remote(['rollback', 'mf-wallet'], publisher);
  expect(refused).toMatchObject({
    status: 1,
    stdout: '',
    stderr: 'release: the deploy token ci-wallet may not rollback mf-wallet; it may publish on mf-wallet only.\n',
  });
  const missing = await remote(['status'], undefined);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toMatch(/set SURVEY_RELEASE_TOKEN/);
  const hostOnly = await remote(['verify'], publisher);
  expect(hostOnly).toMatchObject({ status: 1, stderr: expect.stringMatching(/verify works on the registry host only/) });
});

test('token create, list and revoke over HTTP need an operator token', async () => {
  const ops = s.token('ops-remote', 'all');
  const made = await remote(['token', 'create', '--area', 'mf-home', '--can', 'publish', '--name', 'team-home'], ops);
  expect(made.status).toBe(0);
  expect(made.stdout).toMatch(/^srt_\S+\n$/);
  const listed = await remote(['token', 'list'], ops);
  expect(listed.stdout).toMatch(/team-home +mf-home +publish/);
  expect(listed.stdout).not.toContain(made.stdout.trim());
  const denied = await remote(['token', 'list'], made.stdout.trim());
  expect(denied).toMatchObject({ status: 1, stderr: expect.stringMatching(/takes an operator token/) });
  expect((await remote(['token', 'revoke', 'team-home'], ops)).stdout).toMatch(/^revoked token team-home/);
  expect((await remote(['status'], made.stdout.trim())).stderr).toMatch(/team-home was revoked/);
});
