// The registry service's answers never give the registry's absolute path on the host.
import { cleanupTmp, makeAreaBuild, makeShellBuild } from './helpers';
import { type TestService, call, startService, upload } from './service-setup';

let s: TestService;
beforeAll(async () => {
  s = await startService();
});
afterAll(async () => {
  await s.app.close();
  cleanupTmp();
});

test('status, a publish, its progress lines and a refusal name <registry>, never the host path', async () => {
  const ops = s.token('ops', 'all');
  const ci = s.token('tasks-ci', 'mf-tasks', ['publish', 'promote']);
  expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
  const answers = [
    await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ci, true),
    await call(s, '/v1/status', ci),
    await call(s, '/v1/areas/mf-tasks/promote', ci, { body: JSON.stringify({ version: '9.9.9-0000000000' }) }),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 404]);
  for (const a of answers) expect(JSON.stringify(a.body)).not.toContain(s.registry);
  expect(answers[0].body.result.dir).toMatch(/^<registry>\/areas\/mf-tasks\/1\.0\.0-\w+$/);
  expect(answers[1].body.result.registry).toBe('<registry>');
  expect(answers[2].body.error).toMatch(/is not published in <registry>/);
});
