import { Codes } from '../src/codes';
import { type Harness, enc, freshMobile, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

describe('QR code login', () => {
  test('waiting → scanned → confirmed → LoginResult once', async () => {
    const qr = await h.get('/api/v1/auth/qrcode/login');
    expect(qr.code).toBe(200);
    expect(qr.data).toEqual({
      qrId: expect.stringMatching(/^[0-9a-f]{32}$/),
      content: `http://localhost:80/api/dev/qrcode/scan?qrId=${qr.data.qrId}`,
      expiresAt: h.clock.now() + 120_000,
    });
    const { qrId } = qr.data;
    expect(await h.get(`/api/v1/auth/qrcode/check?qrId=${qrId}`)).toMatchObject({ status: 200, code: 5013, data: { status: 'waiting' } });
    const page = await h.get(`/api/dev/qrcode/scan?qrId=${qrId}`);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('确认登录');
    expect(page.body).toContain('小调研员');
    expect((await h.get(`/api/v1/auth/qrcode/check?qrId=${qrId}`)).data).toEqual({ status: 'scanned' });
    expect((await h.post('/api/dev/qrcode/confirm', { qrId })).code).toBe(200);
    const done = await h.get(`/api/v1/auth/qrcode/check?qrId=${qrId}`);
    expect(done.code).toBe(200);
    expect(done.data.user).toMatchObject({ id: 1, nickname: '小调研员' });
    expect((await h.get('/api/v1/users/account', done.data.token)).code).toBe(200);
    expect((await h.get(`/api/v1/auth/qrcode/check?qrId=${qrId}`)).code).toBe(Codes.QRCODE_EXPIRED);
  });

  test('confirm for another mobile; expiry after 2 minutes; unknown ids', async () => {
    const qrId = (await h.get('/api/v1/auth/qrcode/login')).data.qrId;
    expect((await h.post('/api/dev/qrcode/confirm', { qrId, mobile: '13900139000' })).code).toBe(200);
    expect((await h.get(`/api/v1/auth/qrcode/check?qrId=${qrId}`)).data.user.mobile).toBe('139****9000');

    const q2 = (await h.get('/api/v1/auth/qrcode/login')).data.qrId;
    h.clock.advance(120_001);
    expect((await h.get(`/api/v1/auth/qrcode/check?qrId=${q2}`)).code).toBe(Codes.QRCODE_EXPIRED);
    expect((await h.post('/api/dev/qrcode/confirm', { qrId: q2 })).code).toBe(Codes.QRCODE_EXPIRED);
    expect((await h.get(`/api/dev/qrcode/scan?qrId=${q2}`)).body).toContain('二维码已过期');
    expect((await h.get('/api/v1/auth/qrcode/check?qrId=ffff')).code).toBe(Codes.QRCODE_EXPIRED);
    expect((await h.get('/api/v1/auth/qrcode/check')).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.post('/api/dev/qrcode/confirm', { qrId: 'x', mobile: '12' })).code).toBe(Codes.INVALID_PARAMS);
  });
});

/** The `name=value` of the cookie an answer sets. */
const browserCookie = (answer: { headers: Record<string, unknown> }) => String(answer.headers['set-cookie']).split(';')[0];
const callback = (url: string, cookie: string) => h.call('GET', url, { headers: { cookie } });

describe('third-party login', () => {
  const authorize = async (type: number, provider: string, nickname: string) => {
    const u = await h.get(`/api/v1/auth/sns/url?type=${type}&redirect=/open/${provider}/callback`);
    expect(u.code).toBe(200);
    expect(u.data.url).toMatch(new RegExp(`^/api/dev/oauth/${provider}/authorize\\?redirect_uri=`));
    const page = await h.get(u.data.url);
    expect(page.body).toContain('同意授权');
    const state = new URL(u.data.url, 'http://x').searchParams.get('state')!;
    // The browser that asked keeps the state's nonce in an HttpOnly cookie; the callback needs it.
    const cookie = browserCookie(u);
    const approve = await h.app.inject({
      url: `/api/dev/oauth/${provider}/approve?redirect_uri=${encodeURIComponent(`/open/${provider}/callback`)}&state=${state}&nickname=${encodeURIComponent(nickname)}`,
    });
    expect(approve.statusCode).toBe(302);
    const loc = new URL(approve.headers.location as string, 'http://x');
    expect(loc.pathname).toBe(`/open/${provider}/callback`);
    return { state, code: loc.searchParams.get(provider === 'alipay' ? 'auth_code' : 'code')!, loc, cookie };
  };

  test('WeChat: unbound → bind with SMS → later logins go straight in', async () => {
    expect((await h.get('/api/dev/oauth/wechat/authorize?redirect_uri=/x&state=s')).body).toContain('模拟微信授权');
    const { state, code, cookie } = await authorize(1, 'wechat', '微信老王');
    const cb = await callback(`/api/v1/auth/wechat/callback?code=${code}&state=${state}`, cookie);
    expect(cb.code).toBe(200);
    expect(cb.data).toEqual({ status: 'bind', snsToken: expect.any(String), nickname: '微信老王', avatar: '', type: 1 });
    // a used code/state cannot be replayed
    expect((await callback(`/api/v1/auth/wechat/callback?code=${code}&state=${state}`, cookie)).code).toBe(Codes.OAUTH_STATE_INVALID);

    const m = freshMobile();
    const sms = await h.smsCode(m, 'bind');
    const bind = await h.post('/api/v1/auth/sns/bind', { snsToken: cb.data.snsToken, mobile: enc(m), code: enc(sms) });
    expect(bind.code).toBe(200);
    expect(bind.data.user.nickname).toBe('微信老王');
    const account = await h.get('/api/v1/users/account', bind.data.token);
    expect(account.data.sns).toEqual({ wechat: true, qq: false, weibo: false, alipay: false });
    const sns = await h.get('/api/v1/users/sns', bind.data.token);
    expect(sns.data).toEqual([
      { type: 1, name: '微信', bound: true, nickname: '微信老王' },
      { type: 2, name: 'QQ', bound: false, nickname: '' },
      { type: 3, name: '微博', bound: false, nickname: '' },
      { type: 4, name: '支付宝', bound: false, nickname: '' },
    ]);
    // ticket is single use
    const again = await h.post('/api/v1/auth/sns/bind', { snsToken: cb.data.snsToken, mobile: enc(m), code: enc(sms) });
    expect(again.code).toBe(Codes.SNS_TOKEN_INVALID);

    const second = await authorize(1, 'wechat', '微信老王');
    const cb2 = await callback(`/api/v1/auth/wechat/callback?code=${second.code}&state=${second.state}`, second.cookie);
    expect(cb2.data).toMatchObject({ status: 'login', token: expect.any(String), user: { id: bind.data.user.id } });
  });

  test('bind to an existing member; a second WeChat account for that member is refused', async () => {
    const a = await authorize(1, 'wechat', '演示微信');
    const cb = await callback(`/api/v1/auth/wechat/callback?code=${a.code}&state=${a.state}`, a.cookie);
    const sms = await h.smsCode('13800138000', 'bind');
    const bind = await h.post('/api/v1/auth/sns/bind', { snsToken: cb.data.snsToken, mobile: enc('13800138000'), code: enc(sms) });
    expect(bind.data.user).toMatchObject({ id: 1, nickname: '小调研员' });
    const b = await authorize(1, 'wechat', '另一个微信');
    const cb2 = await callback(`/api/v1/auth/wechat/callback?code=${b.code}&state=${b.state}`, b.cookie);
    h.clock.advance(61_000);
    const sms2 = await h.smsCode('13800138000', 'bind');
    const clash = await h.post('/api/v1/auth/sns/bind', { snsToken: cb2.data.snsToken, mobile: enc('13800138000'), code: enc(sms2) });
    expect(clash.code).toBe(Codes.SNS_ALREADY_BOUND);
    // unbind, then the account page shows it unbound
    expect((await h.post('/api/v1/users/sns/unbind', { type: 1 }, bind.data.token)).code).toBe(200);
    expect((await h.get('/api/v1/users/account', bind.data.token)).data.sns.wechat).toBe(false);
  });

  test('Alipay uses auth_code; sns/register creates a member with a password', async () => {
    const a = await authorize(4, 'alipay', '支付宝小李');
    expect(a.loc.searchParams.has('code')).toBe(false);
    const cb = await callback(`/api/v1/auth/alipay/callback?auth_code=${a.code}&state=${a.state}`, a.cookie);
    expect(cb.data).toMatchObject({ status: 'bind', type: 4, nickname: '支付宝小李' });
    const m = freshMobile();
    const sms = await h.smsCode(m, 'register');
    const reg = await h.post('/api/v1/auth/sns/register', {
      snsToken: cb.data.snsToken,
      mobile: enc(m),
      code: enc(sms),
      password: 'alipay88',
    });
    expect(reg.code).toBe(200);
    expect((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'alipay88' })).code).toBe(200);
    expect((await h.get('/api/v1/users/sns', reg.data.token)).data[3]).toMatchObject({ bound: true, nickname: '支付宝小李' });
    const dup = await h.post('/api/v1/auth/sns/register', {
      snsToken: cb.data.snsToken,
      mobile: enc('13800138000'),
      code: enc(sms),
      password: 'alipay88',
    });
    expect(dup.code).toBe(Codes.SNS_TOKEN_INVALID);
  });

  test('bad inputs', async () => {
    expect((await h.get('/api/v1/auth/sns/url?type=5&redirect=/open/wechat/callback')).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.get('/api/v1/auth/sns/url?type=1&redirect=https://evil.example/x')).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.get('/api/v1/auth/sns/url?type=1&redirect=//evil.example/x')).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.get('/api/dev/oauth/wechat/approve?redirect_uri=//evil&state=s&nickname=a')).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.get('/api/v1/auth/qq/callback?code=abc&state=nope')).code).toBe(Codes.OAUTH_STATE_INVALID);
    expect((await h.get('/api/v1/auth/qq/callback')).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.get('/api/v1/auth/github/callback?code=a&state=b')).status).toBe(404);
    const u = await h.get('/api/v1/auth/sns/url?type=2&redirect=/open/qq/callback.php');
    const state = new URL(u.data.url, 'http://x').searchParams.get('state');
    expect((await callback(`/api/v1/auth/qq/callback?code=forged&state=${state}`, browserCookie(u))).code).toBe(Codes.SNS_TOKEN_INVALID);
    expect(
      (await h.post('/api/v1/auth/sns/bind', { snsToken: 'x'.repeat(64), mobile: enc('13800138000'), code: enc('123456') })).code,
    ).toBe(Codes.SNS_TOKEN_INVALID);
    expect((await h.post('/api/v1/auth/sns/bind', { mobile: enc('13800138000') })).code).toBe(Codes.INVALID_PARAMS);
  });
});

describe('outside demo mode', () => {
  let prod: Harness;
  beforeAll(async () => {
    prod = await start({ demo: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  test('dev routes do not exist, third-party login is not configured, SMS codes are not exposed', async () => {
    expect((await prod.get('/api/dev/sms?mobile=13800138000')).status).toBe(404);
    expect((await prod.post('/api/dev/qrcode/confirm', { qrId: 'x' })).status).toBe(404);
    expect((await prod.get('/api/dev/oauth/wechat/authorize?redirect_uri=/x&state=y')).status).toBe(404);
    expect((await prod.get('/api/v1/auth/sns/url?type=1&redirect=/open/wechat/callback')).code).toBe(Codes.SNS_NOT_CONFIGURED);
    const r = await prod.post('/api/v1/auth/sms/send', { mobile: enc('13800138000'), scene: 'login' });
    expect(r).toMatchObject({ code: 200, data: { retryAfter: 60 } });
    expect((await prod.get('/api/v1/auth/qrcode/login')).data.content).toMatch(/^survey-app:\/\/qrcode\/login\?qrId=/);
  });
});
