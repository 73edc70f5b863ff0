// Deploy token scopes over real HTTP: each refusal is clear and changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { cleanupTmp, makeAreaBuild, makeShellBuild, readJson } from './helpers';
import { type TestService, call, incomingLeftovers, startService, upload } from './service-setup';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});
afterEach(() => s.app.close());
afterAll(cleanupTmp);

const manifest = () => fs.readFileSync(path.join(s.registry, 'remotes.json'), 'utf8');
const versions = (area: string) =>
  fs.existsSync(path.join(s.registry, 'areas', area)) ? fs.readdirSync(path.join(s.registry, 'areas', area)) : [];

async function liveShellAndTasks(): Promise<void> {
  const ops = s.token('ops', 'all');
  expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
  expect((await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ops, true)).status).toBe(200);
}

test('a publish-only token publishes its area (history names it) but may not promote or roll back', async () => {
  await liveShellAndTasks();
  const team = s.token('team-tasks', 'mf-tasks', ['publish']);
  const dir = makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' });
  const published = await upload(s, 'mf-tasks', dir, team);
  expect(published.status).toBe(200);
  expect(published.body.result).toMatchObject({ target: 'mf-tasks', status: 'published', promoted: false });
  expect(versions('mf-tasks')).toHaveLength(2);

  const before = manifest();
  const promote = await upload(s, 'mf-tasks', dir, team, true);
  expect(promote).toMatchObject({
    status: 403,
    body: { error: 'the deploy token team-tasks may not publish + promote mf-tasks; it may publish on mf-tasks only.' },
  });
  const rollback = await call(s, '/v1/areas/mf-tasks/rollback', team, { body: '{}' });
  expect(rollback).toMatchObject({ status: 403, body: { error: expect.stringMatching(/team-tasks may not rollback mf-tasks/) } });
  expect(manifest()).toBe(before);

  const history = await call(s, '/v1/history?area=mf-tasks', team);
  expect(history.body.result.map((e: { user: string; action: string }) => `${e.user} ${e.action}`)).toEqual([
    'ops publish',
    'ops promote',
    'team-tasks publish',
  ]);
});

test('a rollback-only token rolls back but may not publish', async () => {
  await liveShellAndTasks();
  const ops = s.token('ops2', 'all');
  await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), ops, true);
  const oncall = s.token('oncall-tasks', 'mf-tasks', ['rollback']);
  const refused = await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v3' }), oncall);
  expect(refused).toMatchObject({
    status: 403,
    body: { error: expect.stringMatching(/may not publish mf-tasks; it may rollback on mf-tasks only/) },
  });
  expect(versions('mf-tasks')).toHaveLength(2);
  const rolled = await call(s, '/v1/areas/mf-tasks/rollback', oncall, { body: '{}' });
  expect(rolled.status).toBe(200);
  expect(readJson(path.join(s.registry, 'remotes.json')).areas[0].version).toBe(rolled.body.result.to);
});

test('a token for another area, a revoked token, an unknown one and none are refused; nothing changes', async () => {
  await liveShellAndTasks();
  const before = manifest();
  const wallet = s.token('team-wallet', 'mf-wallet');
  const other = await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), wallet, true);
  expect(other).toMatchObject({
    status: 403,
    body: {
      error: 'the deploy token team-wallet may not publish + promote mf-tasks; it may publish, promote, rollback on mf-wallet only.',
    },
  });
  const updating = await call(s, '/v1/updating', wallet, { body: '{"on":true}' });
  expect(updating).toMatchObject({ status: 403, body: { error: expect.stringMatching(/takes an operator token/) } });

  const team = s.token('team-tasks', 'mf-tasks');
  const ops = s.token('ops-admin', 'all');
  expect((await call(s, '/v1/tokens/team-tasks', ops, { method: 'DELETE' })).status).toBe(200);
  const revoked = await call(s, '/v1/areas/mf-tasks/rollback', team, { body: '{}' });
  expect(revoked).toMatchObject({ status: 401, body: { error: expect.stringMatching(/the deploy token team-tasks was revoked at/) } });
  const unknown = await call(s, '/v1/status', 'srt_made-up');
  expect(unknown).toMatchObject({ status: 401, body: { error: expect.stringMatching(/unknown deploy token/) } });
  const none = await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v3' }), null, true);
  expect(none).toMatchObject({ status: 401, body: { error: expect.stringMatching(/Authorization: Bearer/) } });

  expect(manifest()).toBe(before);
  expect(versions('mf-tasks')).toHaveLength(1);
  expect(incomingLeftovers(s)).toEqual([]);
});
