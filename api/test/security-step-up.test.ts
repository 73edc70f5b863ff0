// Issue "a stolen session becomes permanent access": adding or replacing a way to sign in (a third-party
// account, a first password, a new mobile or email) needs a fresh proof (the password, or a code to the
// member's mobile) traded for a one-use step-up ticket, not only a token; each new binding messages the
// member; a password change or reset ends third-party sign-ins bound in the last 24 hours.
import { Codes } from '../src/codes';
import { type Harness, freshMobile, randomIp, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const DAY = 24 * 3600_000;
const cookieOf = (a: { headers: Record<string, unknown> }) => String(a.headers['set-cookie']).split(';')[0];

/** The demo provider's round trip to /home/user: the callback's answer (same nickname, same account). */
async function authorize(provider: 'wechat' | 'qq', nickname: string) {
  const u = await h.get(`/api/v1/auth/sns/url?type=${provider === 'wechat' ? 1 : 2}&redirect=/home/user`);
  const state = new URL(u.data.url, 'http://x').searchParams.get('state')!;
  const approve = await h.app.inject({
    url: `/api/dev/oauth/${provider}/approve?redirect_uri=%2Fhome%2Fuser&state=${state}&nickname=${encodeURIComponent(nickname)}`,
  });
  const code = new URL(approve.headers.location as string, 'http://x').searchParams.get('code');
  return h.call('GET', `/api/v1/auth/${provider}/callback?code=${code}&state=${state}`, { headers: { cookie: cookieOf(u) } });
}

/** A member registered with a password, signed in. */
async function memberWithPassword(password = 'start123') {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'register');
  const r = await h.post('/api/auth/sms/register', { mobile: h.enc(mobile), code: h.enc(code), password });
  return { mobile, token: r.data.token as string, id: r.data.user.id as number };
}

/** A member signed up the default way: an SMS code, no password. */
async function smsMember() {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'login');
  const r = await h.post('/api/auth/sms/login', { mobile: h.enc(mobile), code: h.enc(code) });
  expect((await h.get('/api/v1/users/account', r.data.token)).data.hasPassword).toBe(false);
  return { mobile, token: r.data.token as string, id: r.data.user.id as number };
}

const stepUpByPassword = async (token: string, password: string) =>
  (await h.post('/api/v1/users/step-up', { password }, token)).data?.ticket as string;

const stepUpBySms = async (m: { mobile: string; token: string }) => {
  h.clock.advance(61_000); // one SMS a minute per mobile
  const ip = randomIp();
  expect((await h.post('/api/v1/sms/send', undefined, m.token, ip)).code).toBe(200);
  const sms = (await h.get(`/api/dev/sms?mobile=${m.mobile}`)).data;
  expect(sms.scene).toBe('verify');
  return (await h.post('/api/v1/sms/check', { code: h.enc(sms.code) }, m.token, ip)).data.ticket as string;
};

const messages = async (token: string) => (await h.get('/api/v1/messages?page=1&limit=20', token)).data.list as { title: string }[];
const messageTexts = async (memberId: number) =>
  (
    await h.db.query<{ title: string; content: string }>(`SELECT title, content FROM messages WHERE member_id = ${memberId} ORDER BY id`)
  ).map((r) => `${r.title} ${r.content}`);

test('binding a third-party account with only a token is refused; with a step-up ticket it binds, once, and messages the member', async () => {
  const m = await memberWithPassword();
  const cb = await authorize('wechat', `攻击者微信${m.id}`);
  expect(cb.data.status).toBe('bind');
  const tokenOnly = await h.post('/api/v1/users/wechat/bind', { snsToken: cb.data.snsToken }, m.token);
  expect(tokenOnly.code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/step-up', { password: 'wrong999' }, m.token)).code).toBe(Codes.BAD_CREDENTIALS);
  const forged = await h.post('/api/v1/users/wechat/bind', { snsToken: cb.data.snsToken, ticket: 'a'.repeat(64) }, m.token);
  expect(forged.code).toBe(Codes.STEP_UP_REQUIRED);
  const ticket = await stepUpByPassword(m.token, 'start123');
  expect(ticket).toMatch(/^[0-9a-f]{64}$/);
  expect((await h.post('/api/v1/users/wechat/bind', { snsToken: cb.data.snsToken, ticket }, m.token)).code).toBe(200);
  expect((await h.get('/api/v1/users/account', m.token)).data.sns.wechat).toBe(true);
  // The ticket was used: a second account cannot ride on it.
  const qq = await authorize('qq', `攻击者QQ${m.id}`);
  expect((await h.post('/api/v1/users/qq/bind', { snsToken: qq.data.snsToken, ticket }, m.token)).code).toBe(Codes.STEP_UP_REQUIRED);
  expect((await messageTexts(m.id)).some((t) => t.includes('微信') && t.includes(`攻击者微信${m.id}`))).toBe(true);
  expect((await messages(m.token)).some((x) => x.title === '已绑定第三方账号')).toBe(true);
});

test('a member signed up by SMS cannot set a first password with only a token; a code to their mobile lets them', async () => {
  const m = await smsMember();
  expect((await h.post('/api/v1/users/password', { password: 'attacker1' }, m.token)).code).toBe(Codes.STEP_UP_REQUIRED);
  expect((await h.get('/api/v1/users/account', m.token)).data.hasPassword).toBe(false);
  const ticket = await stepUpBySms(m);
  expect((await h.post('/api/v1/users/password', { password: 'mine1234', ticket }, m.token)).code).toBe(200);
  expect((await h.loginDemo(m.mobile, 'mine1234')).user.id).toBe(m.id);
  expect((await messageTexts(m.id)).some((t) => t.includes('登录密码'))).toBe(true);
});

test('changing email needs a step-up ticket; the change messages the member', async () => {
  const m = await memberWithPassword();
  const email = `m${m.id}@example.com`;
  expect((await h.post('/api/v1/email/send', { email }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  const ticket = await stepUpByPassword(m.token, 'start123');
  expect((await h.post('/api/v1/email/send', { email, ticket }, m.token)).code).toBe(200);
  const code = (await h.get(`/api/dev/email?email=${email}`)).data.code;
  expect((await h.post('/api/v1/users/email', { email, code }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/email', { email, code, ticket }, m.token)).code).toBe(200);
  expect((await messageTexts(m.id)).some((t) => t.includes('邮箱'))).toBe(true);
});

test('a password change ends third-party sign-ins bound in the last 24 hours (and says so); older ones stay', async () => {
  let m = await memberWithPassword();
  const bind = async (provider: 'wechat' | 'qq', nickname: string) => {
    const cb = await authorize(provider, nickname);
    const ticket = await stepUpByPassword(m.token, 'start123');
    expect((await h.post(`/api/v1/users/${provider}/bind`, { snsToken: cb.data.snsToken, ticket }, m.token)).code).toBe(200);
  };
  await bind('qq', `老QQ${m.id}`);
  h.clock.advance(DAY + 60_000);
  m = { ...m, token: (await h.loginDemo(m.mobile, 'start123')).token };
  await bind('wechat', `新微信${m.id}`);
  expect((await authorize('wechat', `新微信${m.id}`)).data.status).toBe('login');
  const change = await h.post('/api/v1/users/password', { oldPassword: 'start123', password: 'next4567' }, m.token);
  expect(change.code).toBe(200);
  // The WeChat account bound an hour ago no longer signs in; the QQ one of yesterday still does.
  expect((await authorize('wechat', `新微信${m.id}`)).data.status).toBe('bind');
  expect((await authorize('qq', `老QQ${m.id}`)).data).toMatchObject({ status: 'login', user: { id: m.id } });
  expect((await h.get('/api/v1/users/account', m.token)).data.sns).toMatchObject({ wechat: false, qq: true });
  const last = (await messageTexts(m.id)).at(-1)!;
  expect(last).toContain('登录密码');
  expect(last).toContain('微信');
});

test('a password reset also ends third-party sign-ins bound in the last 24 hours', async () => {
  const m = await memberWithPassword();
  const cb = await authorize('wechat', `重置微信${m.id}`);
  const ticket = await stepUpByPassword(m.token, 'start123');
  expect((await h.post('/api/v1/users/wechat/bind', { snsToken: cb.data.snsToken, ticket }, m.token)).code).toBe(200);
  h.clock.advance(61_000);
  const code = await h.smsCode(m.mobile, 'reset');
  expect((await h.post('/api/v1/auth/password/reset', { mobile: h.enc(m.mobile), code: h.enc(code), password: 'reset123' })).code).toBe(
    200,
  );
  expect((await authorize('wechat', `重置微信${m.id}`)).data.status).toBe('bind');
});

test('wrong passwords on the step-up are limited per member', async () => {
  const m = await memberWithPassword();
  for (let i = 0; i < 5; i++)
    expect((await h.post('/api/v1/users/step-up', { password: `wrong${i}00` }, m.token)).code).toBe(Codes.BAD_CREDENTIALS);
  expect((await h.post('/api/v1/users/step-up', { password: 'start123' }, m.token)).code).toBe(Codes.TOO_FREQUENT);
});
