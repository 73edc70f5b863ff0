// Sessions, and two tabs signing the member out: a refresh token rotated a moment ago answers
// with the same new pair (two tabs refreshing at once both stay signed in), a reuse later still ends the
// session, a password reset ends every session, a password change every other one, and a member has at
// most 10 live sessions.
import { Codes } from '../src/codes';
import { type Harness, enc, freshMobile, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const refresh = (s: { token: string; refreshToken: string }) =>
  h.post('/api/v1/auth/token/refresh', { token: s.token, refreshToken: s.refreshToken });
const account = async (token: string) => (await h.get('/api/v1/users/account', token)).code;

test('two tabs refreshing the same session at once both get the same new pair, and it works', async () => {
  const s = await h.loginDemo();
  h.clock.advance(7200_000);
  const [a, b] = await Promise.all([refresh(s), refresh(s)]);
  expect(a.code).toBe(200);
  expect(b.code).toBe(200);
  expect(b.data).toEqual(a.data);
  expect(await account(a.data.token)).toBe(200);
  // A third tab 29 s later still gets the same pair; the session keeps working.
  h.clock.advance(29_000);
  const c = await refresh(s);
  expect(c.data).toEqual(a.data);
  expect(await account(a.data.token)).toBe(200);
});

test('three token expiries with two tabs: each refresh, sequential or simultaneous, keeps the member signed in', async () => {
  let s = await h.loginDemo();
  for (let i = 0; i < 3; i++) {
    h.clock.advance(7200_000);
    expect(await account(s.token)).toBe(401);
    const first = await refresh(s);
    h.clock.advance(2_000); // the other tab, a moment later, with the pair it had
    const second = await refresh(s);
    expect([first.code, second.code]).toEqual([200, 200]);
    expect(second.data).toEqual(first.data);
    s = first.data;
    expect(await account(s.token)).toBe(200);
  }
});

test('a rotated refresh token presented after the 30 s grace window ends the session (stolen token)', async () => {
  const s = await h.loginDemo();
  const next = await refresh(s);
  h.clock.advance(30_001);
  expect((await refresh(s)).code).toBe(Codes.REFRESH_INVALID);
  expect(await account(next.data.token)).toBe(401);
  expect((await refresh(next.data)).code).toBe(Codes.REFRESH_INVALID);
});

test('the grace window needs the access token that went with the refresh token', async () => {
  const s = await h.loginDemo();
  const other = await h.loginDemo();
  expect((await refresh(s)).code).toBe(200);
  expect((await refresh({ token: other.token, refreshToken: s.refreshToken })).code).toBe(Codes.REFRESH_INVALID);
});

test('a password reset ends every session of the member', async () => {
  const m = freshMobile();
  const code = await h.smsCode(m, 'register');
  const first = (await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'oldpass1' })).data;
  const second = (await h.post('/api/auth/password/login', { mobile: enc(m), password: 'oldpass1' })).data;
  h.clock.advance(61_000);
  const rc = await h.smsCode(m, 'reset');
  expect((await h.post('/api/v1/auth/password/reset', { mobile: enc(m), code: enc(rc), password: 'newpass1' })).code).toBe(200);
  for (const s of [first, second]) {
    expect(await account(s.token)).toBe(401);
    expect((await refresh(s)).code).toBe(Codes.REFRESH_INVALID);
  }
});

test('a password change ends every other session of the member and keeps this one', async () => {
  const m = freshMobile();
  const code = await h.smsCode(m, 'register');
  const here = (await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'oldpass1' })).data;
  const elsewhere = (await h.post('/api/auth/password/login', { mobile: enc(m), password: 'oldpass1' })).data;
  expect((await h.post('/api/v1/users/password', { oldPassword: 'oldpass1', password: 'newpass1' }, here.token)).code).toBe(200);
  expect(await account(elsewhere.token)).toBe(401);
  expect((await refresh(elsewhere)).code).toBe(Codes.REFRESH_INVALID);
  expect(await account(here.token)).toBe(200);
  expect((await refresh(here)).code).toBe(200);
});

test('at most 10 live sessions per member: the 11th sign-in ends the oldest', async () => {
  const m = freshMobile();
  const code = await h.smsCode(m, 'register');
  const sessions = [(await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'manytabs1' })).data];
  for (let i = 1; i < 11; i++) {
    h.clock.advance(1_000);
    sessions.push((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'manytabs1' })).data);
  }
  expect(await account(sessions[0].token)).toBe(401);
  expect((await refresh(sessions[0])).code).toBe(Codes.REFRESH_INVALID);
  for (const s of sessions.slice(1)) expect(await account(s.token)).toBe(200);
  const [{ n }] = await h.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.mobile = $1',
    [m],
  );
  expect(n).toBe(10);
});
