// Production has no way in: an operator makes staff and test accounts with
// `members create`, on the embedded database folder or on PostgreSQL (DATABASE_URL), and the account
// signs in to a production instance with its password.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Codes } from '../src/codes';
import { createAccount } from '../src/cli/member-accounts';
import { enc, start } from './helpers';

const API = path.join(__dirname, '..');
const databaseUrl = process.env.DATABASE_URL || undefined;

let tmp: string;
let schema: string | undefined;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'survey-members-'));
  if (databaseUrl) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
  }
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the command on this test's database: a fresh PostgreSQL schema, or an embedded folder. */
function members(...args: string[]) {
  const dataDir = path.join(tmp, 'db');
  const url =
    databaseUrl && `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return spawnSync(path.join(API, 'node_modules', '.bin', 'tsx'), ['src/cli/members.ts', ...args, ...(url ? [] : ['--data', dataDir])], {
    cwd: API,
    env: { ...process.env, DATABASE_URL: url ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('members create makes an account that signs in with its password; a second one for the mobile is refused', async () => {
  const created = members('create', '--mobile', '13712345678', '--password', 'Staff#2026', '--nickname', '运营小王');
  expect(created.stderr).toBe('');
  expect(created.stdout).toMatch(/^数据库: (PostgreSQL postgres:|演示数据库 \(PGlite )/);
  expect(created.stdout).toMatch(/^已创建会员 #1 {2}M\d{7} {2}13712345678 {2}运营小王/m);
  const again = members('create', '--mobile', '13712345678', '--password', 'Other#2026');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('手机号 13712345678 已注册，未做任何改动');
  expect(members('list').stdout).toContain('137****5678  运营小王');

  const prod = await start({ demo: false, ...(schema ? { schema } : { dataDir: path.join(tmp, 'db') }) });
  try {
    const login = await prod.post('/api/auth/password/login', { mobile: enc('13712345678'), password: 'Staff#2026' });
    expect(login.code).toBe(Codes.OK);
    expect(login.data.user.nickname).toBe('运营小王');
    expect((await prod.post('/api/auth/password/login', { mobile: enc('13712345678'), password: 'Other#2026' })).code).toBe(
      Codes.BAD_CREDENTIALS,
    );
  } finally {
    await prod.close();
  }
}, 120_000);

test('members create checks the mobile, password and nickname like sign-up does', async () => {
  const h = await start({ demo: false });
  try {
    await expect(createAccount(h.db, { mobile: '1234', password: 'Staff#2026' })).rejects.toThrow('手机号格式不正确');
    await expect(createAccount(h.db, { mobile: '13712345670', password: '123' })).rejects.toThrow('密码须为 6-20 位字母、数字或符号');
    await expect(createAccount(h.db, { mobile: '13712345670', password: 'Staff#2026', nickname: '<b>' })).rejects.toThrow(
      '昵称须为 1-20 个字符',
    );
    expect(await h.count('members')).toBe(0);
    const usage = members('create', '--mobile', '13712345670');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('用法');
  } finally {
    await h.close();
  }
});

test('with a production env file that has no DATABASE_URL, members create refuses instead of writing to the demo database', () => {
  const dataDir = path.join(tmp, 'never-made');
  const run = spawnSync(
    path.join(API, 'node_modules', '.bin', 'tsx'),
    ['src/cli/members.ts', 'create', '--mobile', '13712345679', '--password', 'Staff#2026', '--data', dataDir],
    { cwd: API, env: { PATH: process.env.PATH, DATABASE_PASSWORD: 'from-api.env', TOKEN_SECRET: 'x' }, encoding: 'utf8', timeout: 60_000 },
  );
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('DATABASE_PASSWORD');
  expect(run.stderr).toContain('DATABASE_URL=postgres://');
  expect(run.stdout).not.toContain('已创建会员');
  expect(existsSync(dataDir)).toBe(false);
});
