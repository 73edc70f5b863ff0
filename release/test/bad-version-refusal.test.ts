// Releases remember: a version rolled back as bad (by the canary watch or by an operator) is not
// made live again by `publish --promote` or `promote` (a CI re-run) unless forced, on the registry
// host and through the registry service; the refusal names that rollback.
import { endCanary, promote, promoteCanary, publish, rollback } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';
import { type TestService, call, remoteCli, startService, upload } from './service-setup';
import path from 'node:path';

afterAll(cleanupTmp);

describe('on the registry host', () => {
  const registry = path.join(tmpDir(), 'registry');
  const repo = tmpDir();
  const opts = { registry, user: 'ops' };
  let v1: string;
  let v2: string;

  beforeAll(() => {
    publish('shell', { ...opts, from: makeShellBuild(repo).dir, promote: true });
    v1 = publish('mf-tasks', { ...opts, from: makeAreaBuild(repo, 'mf-tasks'), promote: true }).version;
    v2 = publish('mf-tasks', { ...opts, from: makeAreaBuild(repo, 'mf-tasks', { code: 'v2' }) }).version;
  });

  test('publish --promote and promote of a version an operator rolled back are refused, naming the rollback, unless --force', () => {
    promote('mf-tasks', v2, opts);
    rollback('mf-tasks', { ...opts, user: 'alice' });
    const again = () => publish('mf-tasks', { ...opts, from: makeAreaBuild(repo, 'mf-tasks', { code: 'v2' }), promote: true });
    expect(again).toThrow(new RegExp(`promote mf-tasks ${v2} refused: mf-tasks ${v2} was rolled back as bad by alice at \\d{4}-.*--force`));
    expect(() => promote('mf-tasks', v2, opts)).toThrow(/was rolled back as bad by alice/);
    expect(() => promoteCanary('mf-tasks', v2, 10, opts)).toThrow(/--canary 10 refused: .* rolled back as bad by alice/);
    expect(promote('mf-tasks', v2, { ...opts, force: true })).toMatchObject({ from: v1, to: v2, changed: true });
    // Forced live again, it is no longer remembered as bad.
    rollback('mf-tasks', opts);
    expect(promote('mf-tasks', v2, { ...opts, force: true }).changed).toBe(true);
    rollback('mf-tasks', opts);
  });

  test('a canary the watch ended is refused as automatically rolled back, with the watch’s reason', () => {
    const v3 = publish('mf-tasks', { ...opts, from: makeAreaBuild(repo, 'mf-tasks', { code: 'v3' }) }).version;
    promoteCanary('mf-tasks', v3, 20, opts);
    endCanary(registry, 'mf-tasks', { action: 'auto-rollback', user: 'canary-watch', note: 'failure rate 40% vs 1%', version: v3 });
    expect(() => promote('mf-tasks', v3, opts)).toThrow(
      new RegExp(`mf-tasks ${v3} was automatically rolled back as bad by canary-watch at .* \\(failure rate 40% vs 1%\\)`),
    );
  });
});

describe('through the registry service', () => {
  let s: TestService;
  let team: string;
  let v2: string;
  beforeAll(async () => {
    s = await startService();
    const ops = s.token('ops', 'all');
    team = s.token('team-tasks', 'mf-tasks');
    await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true);
    await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), team, true);
    v2 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), team, true)).body.result.version;
    expect((await call(s, '/v1/areas/mf-tasks/rollback', ops, { body: '{}' })).status).toBe(200);
  });
  afterAll(() => s.app.close());

  test('a CI re-run of publish --promote is refused (409) naming the rollback; promote too; --force passes', async () => {
    const rerun = await remoteCli(
      s,
      ['publish', 'mf-tasks', '--from', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), '--promote'],
      team,
    );
    expect(rerun.status).not.toBe(0);
    expect(rerun.stdout).not.toMatch(/now live/);
    expect(rerun.stderr).toMatch(new RegExp(`mf-tasks ${v2} was rolled back as bad by ops at .*--force`));
    const promoted = await call(s, '/v1/areas/mf-tasks/promote', team, { body: JSON.stringify({ version: v2 }) });
    expect(promoted).toMatchObject({ status: 409, body: { error: expect.stringMatching(/rolled back as bad by ops/) } });
    const forced = await remoteCli(s, ['promote', 'mf-tasks', v2, '--force'], team);
    expect(forced.stdout).toMatch(new RegExp(`mf-tasks ${v2} is live`));
  });
});
