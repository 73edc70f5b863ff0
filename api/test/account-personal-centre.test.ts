// Personal centre rules: email and mobile changes with codes, third-party bind/unbind, avatar and
// nickname checks, a password change signing out the other sessions.
import { Codes } from '../src/codes';
import { type Harness, freshMobile, randomIp, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

/** A fresh member with a password, signed in. */
async function freshMember() {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'register');
  const r = await h.post('/api/auth/sms/register', { mobile: h.enc(mobile), code: h.enc(code), password: 'start123' });
  if (r.code !== 200) throw new Error(`register failed: ${r.code} ${r.message}`);
  return { mobile, token: r.data.token as string, id: r.data.user.id as number };
}

/** A step-up ticket by the member's password. */
const stepUp = async (token: string, password = 'start123') =>
  (await h.post('/api/v1/users/step-up', { password }, token)).data.ticket as string;

test('email: masked on the account, wrong codes refused, the dev inbox code binds it once', async () => {
  const demo = (await h.loginDemo()).token;
  expect((await h.get('/api/v1/users/account', demo)).data.email).toBe('x***@example.com');
  const m = await freshMember();
  const ticket = await stepUp(m.token);
  expect((await h.post('/api/v1/email/send', { email: 'not-an-email', ticket }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/email/send', { email: 'new@example.com', ticket }, m.token)).code).toBe(200);
  expect((await h.post('/api/v1/email/send', { email: 'new@example.com', ticket }, m.token)).code).toBe(Codes.TOO_FREQUENT);
  const mail = await h.get('/api/dev/email?email=new@example.com');
  expect(mail.data.code).toMatch(/^\d{6}$/);
  const wrong = mail.data.code === '000000' ? '111111' : '000000';
  const save = (email: string, code: string) => h.post('/api/v1/users/email', { email, code, ticket }, m.token);
  expect((await save('new@example.com', wrong)).code).toBe(Codes.SMS_CODE_INVALID);
  expect((await save('other@example.com', mail.data.code)).code).toBe(Codes.SMS_CODE_INVALID);
  expect((await save('new@example.com', mail.data.code)).code).toBe(200);
  expect((await h.get('/api/v1/users/account', m.token)).data.email).toBe('n***@example.com');
  expect((await save('new@example.com', mail.data.code)).code).toBe(Codes.STEP_UP_REQUIRED);
  expect((await h.post('/api/v1/email/send', { email: 'new@example.com', ticket })).code).toBe(Codes.UNAUTHORIZED);
});

test('mobile change: current mobile code → ticket → new code → change; forged and replayed tickets refused', async () => {
  const m = await freshMember();
  const ip = randomIp();
  h.clock.advance(61_000); // one SMS a minute per mobile: the registration code was the last
  expect((await h.post('/api/v1/sms/send', undefined, m.token, ip)).code).toBe(200);
  const oldCode = (await h.get(`/api/dev/sms?mobile=${m.mobile}`)).data;
  expect(oldCode.scene).toBe('verify');
  const wrong = oldCode.code === '000000' ? '111111' : '000000';
  expect((await h.post('/api/v1/sms/check', { code: h.enc(wrong) }, m.token, ip)).code).toBe(Codes.SMS_CODE_INVALID);
  const check = await h.post('/api/v1/sms/check', { code: h.enc(oldCode.code) }, m.token, ip);
  expect(check.data.ticket).toMatch(/^[0-9a-f]{64}$/);
  const { ticket } = check.data;
  const forged = await h.post('/api/v1/sms/new-mobile', { mobile: h.enc(freshMobile()), ticket: 'a'.repeat(64) }, m.token, ip);
  expect(forged.code).toBe(Codes.STEP_UP_REQUIRED);
  const next = freshMobile();
  expect((await h.post('/api/v1/sms/new-mobile', { mobile: h.enc(next), ticket }, m.token, ip)).code).toBe(200);
  const newCode = (await h.get(`/api/dev/sms?mobile=${next}`)).data.code;
  expect((await h.post('/api/v1/users/mobile', { mobile: h.enc(next), code: h.enc(newCode), ticket }, m.token, ip)).code).toBe(200);
  expect((await h.get('/api/v1/users/account', m.token)).data.mobile).toBe(`${next.slice(0, 3)}****${next.slice(7)}`);
  expect((await h.loginDemo(next, 'start123')).user.id).toBe(m.id);
  // the ticket was used
  expect((await h.post('/api/v1/sms/new-mobile', { mobile: h.enc(freshMobile()), ticket }, m.token, ip)).code).toBe(Codes.STEP_UP_REQUIRED);
});

test('password change: the other sessions end, this one stays, the new password signs in', async () => {
  const m = await freshMember();
  const other = await h.loginDemo(m.mobile, 'start123');
  expect((await h.post('/api/v1/users/password', { oldPassword: 'wrong11', password: 'next4567' }, m.token)).code).toBe(
    Codes.BAD_CREDENTIALS,
  );
  expect((await h.post('/api/v1/users/password', { oldPassword: 'start123', password: '12' }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/password', { oldPassword: 'start123', password: 'next4567' }, m.token)).code).toBe(200);
  expect((await h.get('/api/v1/users/account', other.token)).code).toBe(Codes.UNAUTHORIZED);
  expect((await h.get('/api/v1/users/account', m.token)).code).toBe(200);
  expect((await h.loginDemo(m.mobile, 'next4567')).user.id).toBe(m.id);
});

describe('third-party accounts from the personal centre', () => {
  const cookieOf = (a: { headers: Record<string, unknown> }) => String(a.headers['set-cookie']).split(';')[0];
  /** The browser's round trip to the demo provider and back to /home/user: the callback's answer. */
  const authorize = async (type: number, provider: string, nickname: string) => {
    const u = await h.get(`/api/v1/auth/sns/url?type=${type}&redirect=/home/user`);
    const state = new URL(u.data.url, 'http://x').searchParams.get('state')!;
    const approve = await h.app.inject({
      url: `/api/dev/oauth/${provider}/approve?redirect_uri=%2Fhome%2Fuser&state=${state}&nickname=${encodeURIComponent(nickname)}`,
    });
    const code = new URL(approve.headers.location as string, 'http://x').searchParams.get(provider === 'alipay' ? 'auth_code' : 'code');
    const param = provider === 'alipay' ? 'auth_code' : 'code';
    return h.call('GET', `/api/v1/auth/${provider}/callback?${param}=${code}&state=${state}`, { headers: { cookie: cookieOf(u) } });
  };

  test('bind, refuse a second one and a foreign ticket, unbind', async () => {
    const m = await freshMember();
    const cb = await authorize(2, 'qq', `QQ${m.id}`);
    expect(cb.data.status).toBe('bind');
    const bind = async (provider: string, snsToken: string) =>
      h.post(`/api/v1/users/${provider}/bind`, { snsToken, ticket: await stepUp(m.token) }, m.token);
    expect((await bind('wechat', cb.data.snsToken)).code).toBe(Codes.SNS_TOKEN_INVALID);
    expect((await bind('qq', cb.data.snsToken)).code).toBe(200);
    expect((await h.get('/api/v1/users/sns', m.token)).data[1]).toEqual({ type: 2, name: 'QQ', bound: true, nickname: `QQ${m.id}` });
    expect((await bind('qq', cb.data.snsToken)).code).toBe(Codes.SNS_TOKEN_INVALID);
    const second = await authorize(2, 'qq', `另一个QQ${m.id}`);
    expect((await bind('qq', second.data.snsToken)).code).toBe(Codes.SNS_ALREADY_BOUND);
    expect((await h.post('/api/v1/users/sns/unbind', { type: 2 }, m.token)).code).toBe(200);
    expect((await h.get('/api/v1/users/account', m.token)).data.sns.qq).toBe(false);
    expect((await bind('qq', 'zz')).code).toBe(Codes.SNS_TOKEN_INVALID);
    expect((await bind('line', cb.data.snsToken)).code).toBe(Codes.NOT_FOUND);
  });

  test('the only binding of a member without a password is not unbound', async () => {
    const cb = await authorize(3, 'weibo', '微博独行侠');
    const mobile = freshMobile();
    const code = await h.smsCode(mobile, 'bind');
    const member = await h.post('/api/v1/auth/sns/bind', { snsToken: cb.data.snsToken, mobile: h.enc(mobile), code: h.enc(code) });
    const { token } = member.data;
    const refused = await h.post('/api/v1/users/sns/unbind', { type: 3 }, token);
    expect(refused).toMatchObject({ code: Codes.INVALID_PARAMS, message: '微博是您唯一的第三方登录方式，请先设置登录密码再解绑' });
    expect((await h.get('/api/v1/users/account', token)).data.sns.weibo).toBe(true);
    // A first password needs the code to the member's mobile.
    h.clock.advance(61_000);
    expect((await h.post('/api/v1/sms/send', undefined, token)).code).toBe(200);
    const verify = (await h.get(`/api/dev/sms?mobile=${mobile}`)).data.code;
    const ticket = (await h.post('/api/v1/sms/check', { code: h.enc(verify) }, token)).data.ticket;
    expect((await h.post('/api/v1/users/password', { password: 'set12345', ticket }, token)).code).toBe(200);
    expect((await h.post('/api/v1/users/sns/unbind', { type: 3 }, token)).code).toBe(200);
  });
});

test('avatar only from the member’s own public upload; nickname without markup', async () => {
  const m = await freshMember();
  const other = await freshMember();
  const policy = (await h.get('/api/v1/oss/policy?module=avatar&ext=.png&acl=public-read', other.token)).data;
  expect((await h.post('/api/v1/users/avatar', { avatar: `/api/oss/files/${policy.key}` }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/avatar', { avatar: 'javascript:alert(1)' }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/nickname', { nickname: '<script>' }, m.token)).code).toBe(Codes.INVALID_PARAMS);
  expect((await h.post('/api/v1/users/nickname', { nickname: '  新昵称  ' }, m.token)).code).toBe(200);
  expect((await h.get('/api/v1/users/account', m.token)).data.nickname).toBe('新昵称');
});
