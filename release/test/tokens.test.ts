// Deploy tokens on the registry host: created once on stdout, stored as a hash, listed, revoked.
import fs from 'node:fs';
import path from 'node:path';
import { authenticate, authorize, authorizeOperator } from '../src/registry/tokens/access';
import { cleanupTmp, readJson, runCli, tmpDir } from './helpers';

afterAll(cleanupTmp);

test('token create prints the token alone on stdout; only its hash is stored (0600); list never shows it', () => {
  const registry = tmpDir();
  const made = runCli([
    'token',
    'create',
    '--area',
    'mf-tasks',
    '--can',
    'publish,promote',
    '--name',
    'team-tasks',
    '--registry',
    registry,
  ]);
  expect(made.status).toBe(0);
  const token = made.stdout.trim();
  expect(token).toMatch(/^srt_[A-Za-z0-9_-]{43}$/);
  expect(made.stdout).toBe(`${token}\n`);
  expect(made.stderr).toMatch(/created token team-tasks .*publish, promote on mf-tasks/);

  const file = path.join(registry, 'tokens.json');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(file, 'utf8')).not.toContain(token);
  expect(readJson(file).tokens[0]).toMatchObject({ name: 'team-tasks', area: 'mf-tasks', can: ['publish', 'promote'] });

  const list = runCli(['token', 'list', '--registry', registry]);
  expect(list.status).toBe(0);
  expect(list.stdout).toMatch(/team-tasks\s+mf-tasks\s+publish,promote/);
  expect(list.stdout).not.toContain(token);

  const again = runCli(['token', 'create', '--area', 'mf-tasks', '--name', 'team-tasks', '--registry', registry]);
  expect(again.status).toBe(1);
  expect(again.stderr).toMatch(/a token named team-tasks already exists/);
  expect(again.stdout).toBe('');
});

test('a revoked token is refused with 401; another area or action with 403 naming what it may do', () => {
  const registry = tmpDir();
  const team = runCli([
    'token',
    'create',
    '--area',
    'mf-tasks',
    '--can',
    'publish',
    '--name',
    'team-tasks',
    '--registry',
    registry,
  ]).stdout.trim();
  const op = runCli(['token', 'create', '--area', 'all', '--name', 'ops', '--registry', registry]).stdout.trim();
  const t = authenticate(registry, `Bearer ${team}`);
  expect(() => authorize(t, 'mf-tasks', ['publish'])).not.toThrow();
  expect(() => authorize(t, 'mf-tasks', ['rollback'])).toThrow(/team-tasks may not rollback mf-tasks; it may publish on mf-tasks only/);
  expect(() => authorize(t, 'mf-wallet', ['publish'])).toThrow(expect.objectContaining({ status: 403 }));
  expect(() => authorizeOperator(t, 'change the updating flag')).toThrow(/takes an operator token/);
  const o = authenticate(registry, `Bearer ${op}`);
  expect(() => authorize(o, 'mf-wallet', ['publish', 'promote', 'rollback'])).not.toThrow();
  expect(() => authorizeOperator(o, 'manage tokens')).not.toThrow();

  expect(() => authenticate(registry, undefined)).toThrow(
    expect.objectContaining({ status: 401, message: expect.stringMatching(/SURVEY_RELEASE_TOKEN/) }),
  );
  expect(() => authenticate(registry, 'Bearer srt_guess')).toThrow(/unknown deploy token/);
  const revoked = runCli(['token', 'revoke', 'team-tasks', '--registry', registry]);
  expect(revoked.stdout).toMatch(/revoked token team-tasks/);
  expect(() => authenticate(registry, `Bearer ${team}`)).toThrow(
    expect.objectContaining({ status: 401, message: expect.stringMatching(/team-tasks was revoked/) }),
  );
  expect(runCli(['token', 'list', '--registry', registry]).stdout).toMatch(/team-tasks .*\d{4}-\d\d-\d\dT/);
});
