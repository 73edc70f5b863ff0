/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { Codes } from '../src/codes';
import { type Harness, enc, freshMobile, randomIp, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const send = (mobile: string, scene = 'login', ip = randomIp()) =>
  h.post('/api/v1/auth/sms/send', { mobile: enc(mobile), scene }, undefined, ip);

describe('POST /v1/auth/sms/send', () => {
  test('sends a 6-digit code kept in the demo inbox', async () => {
    const m = freshMobile();
    const r = await send(m);
    expect(r).toMatchObject({ status: 200, code: 200, data: { retryAfter: 60 } });
    const inbox = await h.get(`/api/dev/sms?mobile=${m}`);
    expect(inbox.data).toMatchObject({ scene: 'login', sentAt: h.clock.now() });
    expect(inbox.data.code).toMatch(/^\d{6}$/);
  });

  test('bad inputs answer 1001 with a Chinese message', async () => {
    const cases: unknown[] = [
      {},
      { mobile: enc('13800138000') },
      { mobile: enc('13800138000'), scene: 'hack' },
      { mobile: enc('12345'), scene: 'login' },
      { mobile: '13800138000', scene: 'login' },
      { mobile: 'not base64!!', scene: 'login' },
      { mobile: 12345, scene: 'login' },
      { mobile: enc('13800138000'), scene: ['login'] },
      [1, 2, 3],
      'plain',
    ];
    for (const payload of cases) {
      const r = await h.post('/api/v1/auth/sms/send', payload);
      expect(r.status).toBe(200);
      expect(r.code).toBe(Codes.INVALID_PARAMS);
      expect(r.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await h.post('/api/v1/auth/sms/send', { mobile: enc('12345'), scene: 'login' })).message).toBe('手机号格式不正确');
    // Not a ciphertext at all answers exactly like a ciphertext of a bad mobile (no decryption oracle).
    expect((await h.post('/api/v1/auth/sms/send', { mobile: 'AAAA', scene: 'login' })).message).toBe('手机号格式不正确');
  });

  test('the message names the field the contract found wrong, and a JSON body is not coerced', async () => {
    const posts: [string, unknown, string][] = [
      ['/api/v1/auth/sms/send', { mobile: enc('13800138000'), scene: 'hack' }, '场景不正确'],
      ['/api/v1/auth/sms/send', { scene: 'login' }, '手机号不能为空'],
      ['/api/auth/sms/login', { mobile: enc('13800138000') }, '验证码不能为空'],
      ['/api/auth/sms/register', { mobile: enc(freshMobile()), code: enc('123456') }, '密码不能为空'],
      ['/api/auth/password/login', { mobile: enc('13800138000'), password: 123456 }, '密码格式不正确'],
      ['/api/v1/auth/token/refresh', { token: 'x' }, '刷新凭证不能为空'],
      ['/api/v1/auth/invite/check', {}, '邀请码不能为空'],
      ['/api/v1/auth/sns/bind', { mobile: enc('13800138000'), code: enc('123456') }, '第三方授权凭证不能为空'],
    ];
    for (const [url, payload, message] of posts) {
      expect(await h.post(url, payload)).toMatchObject({ code: Codes.INVALID_PARAMS, message });
    }
    const gets: [string, string][] = [
      ['/api/v1/auth/qrcode/check', '二维码编号不能为空'],
      ['/api/v1/auth/sns/url?type=5&redirect=/open/wechat/callback', '登录方式不正确'],
      ['/api/v1/auth/sns/url?type=1&redirect=//evil.example/x', '回调地址格式不正确'],
    ];
    for (const [url, message] of gets) expect(await h.get(url)).toMatchObject({ code: Codes.INVALID_PARAMS, message });
  });

  test('malformed JSON and wrong content types answer 1001', async () => {
    for (const [payload, type] of [
      ['{"mobile":', 'application/json'],
      ['', 'application/json'],
      ['mobile=1', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'application/xml'],
    ]) {
      const r = await h.call('POST', '/api/v1/auth/sms/send', { payload, headers: { 'content-type': type } });
      expect(r.status).toBe(200);
      expect(r.code).toBe(Codes.INVALID_PARAMS);
    }
  });

  test('register/invite for a registered mobile and reset for an unknown one answer success but send no code', async () => {
    const unknown = freshMobile();
    expect(await send('13700137000', 'register')).toMatchObject({ code: 200, data: { retryAfter: 60 } });
    expect((await h.get('/api/dev/sms?mobile=13700137000')).code).toBe(Codes.NOT_FOUND);
    h.clock.advance(61_000);
    expect((await send('13700137000', 'invite')).code).toBe(200);
    expect((await send(unknown, 'reset')).code).toBe(200);
    expect((await h.get(`/api/dev/sms?mobile=${unknown}`)).code).toBe(Codes.NOT_FOUND);
  });

  test('rate limits: 1 per 60 s and 10 per hour per mobile', async () => {
    const m = freshMobile();
    expect((await send(m)).code).toBe(200);
    expect((await send(m)).code).toBe(Codes.TOO_FREQUENT);
    h.clock.advance(59_000);
    expect((await send(m)).code).toBe(Codes.TOO_FREQUENT);
    h.clock.advance(1_000);
    expect((await send(m)).code).toBe(200);
    for (let i = 2; i < 10; i++) {
      h.clock.advance(61_000);
      expect((await send(m)).code).toBe(200);
    }
    h.clock.advance(61_000);
    const r = await send(m);
    expect(r.code).toBe(Codes.TOO_FREQUENT);
    h.clock.advance(3600_000);
    expect((await send(m)).code).toBe(200);
  });

  test('per IP: 10 an hour, then each asks for a check (security-sms-check.test.ts)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await send(freshMobile(), 'login', ip)).code).toBe(200);
    expect((await send(freshMobile(), 'login', ip)).code).toBe(Codes.CAPTCHA_REQUIRED);
    expect((await send(freshMobile(), 'login', '192.0.2.78')).code).toBe(200);
    h.clock.advance(3601_000);
    expect((await send(freshMobile(), 'login', ip)).code).toBe(200);
  });
});

describe('SMS login', () => {
  test('first login registers the member; the code is single use', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'login');
    const r = await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      refreshToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      expired: h.clock.now() + 7200 * 1000,
      user: {
        nickname: `会员${m.slice(-4)}`,
        avatar: '',
        memberCode: expect.stringMatching(/^M2026\d{3,}$/),
        mobile: `${m.slice(0, 3)}****${m.slice(7)}`,
        bbsRole: 0,
      },
    });
    const again = await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) });
    expect(again.code).toBe(Codes.SMS_CODE_INVALID);
    // second login of the same mobile is the same member
    h.clock.advance(61_000);
    const code2 = await h.smsCode(m, 'login');
    const r2 = await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code2) });
    expect(r2.data.user.id).toBe(r.data.user.id);
  });

  test('expired code (after 5 minutes) is refused', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'login');
    h.clock.advance(5 * 60_000 + 1);
    expect((await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) })).code).toBe(Codes.SMS_CODE_INVALID);
  });

  test('wrong code, wrong scene and five wrong tries burn the code', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'bind');
    expect((await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) })).code).toBe(Codes.SMS_CODE_INVALID);
    h.clock.advance(61_000);
    const c2 = await h.smsCode(m, 'login');
    const wrong = c2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(wrong) })).code).toBe(Codes.SMS_CODE_INVALID);
    }
    expect((await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(c2) })).code).toBe(Codes.SMS_CODE_INVALID);
  });

  test('encryption failures answer 1001', async () => {
    const m = freshMobile();
    const r1 = await h.post('/api/auth/sms/login', { mobile: enc(m), code: '123456' });
    expect(r1).toMatchObject({ code: Codes.INVALID_PARAMS, message: '验证码格式不正确' });
    const other = Buffer.alloc(256, 7).toString('base64');
    const r2 = await h.post('/api/auth/sms/login', { mobile: other, code: enc('123456') });
    expect(r2).toMatchObject({ code: Codes.INVALID_PARAMS, message: '手机号格式不正确' });
    const r3 = await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc('12ab') });
    expect(r3).toMatchObject({ code: Codes.INVALID_PARAMS, message: '验证码格式不正确' });
  });

  test('new-line wrapped base64 and leading-zero-stripped ciphertexts still decrypt', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'login');
    const wrapped = enc(m).replace(/(.{64})/g, '$1\n');
    const r = await h.post('/api/auth/sms/login', { mobile: wrapped, code: enc(code) });
    expect(r.code).toBe(200);
  });
});

describe('password login', () => {
  test('demo member logs in; wrong password and unknown mobile give 1003', async () => {
    const r = await h.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 'demo123456' });
    expect(r.code).toBe(200);
    expect(r.data.user).toEqual({
      id: 1,
      nickname: '小调研员',
      avatar: '',
      memberCode: 'M2026001',
      mobile: '138****8000',
      bbsRole: 0,
      gold: 12860,
    });
    expect((await h.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 'wrong123' })).code).toBe(
      Codes.BAD_CREDENTIALS,
    );
    expect((await h.post('/api/auth/password/login', { mobile: enc(freshMobile()), password: 'demo123456' })).code).toBe(
      Codes.BAD_CREDENTIALS,
    );
    expect((await h.post('/api/auth/password/login', { mobile: enc('13800138000') })).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 123456 })).code).toBe(Codes.INVALID_PARAMS);
  });

  test('too many wrong passwords lock the mobile for 15 minutes', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'register');
    expect((await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'goodpass1' })).code).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'badpass1' })).code).toBe(Codes.BAD_CREDENTIALS);
    }
    expect((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'goodpass1' })).code).toBe(Codes.TOO_FREQUENT);
    h.clock.advance(15 * 60_000 + 1);
    expect((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'goodpass1' })).code).toBe(200);
  });

  test('group login with taskHashId returns the topic context', async () => {
    const r = await h.post('/api/auth/password/login', {
      mobile: enc('13900139000'),
      password: 'demo123456',
      taskHashId: 'qz8Kd1',
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      token: expect.any(String),
      user: { mobile: '139****9000', bbsRole: 2 },
      topicUser: { name: '王女士', avatar: '', role: 2, memberId: r.data.user.id },
      taskId: 1,
      role: 2,
    });
    const host = await h.post('/api/auth/password/login', { mobile: enc('13700137000'), password: 'demo123456', taskHashId: '1' });
    expect(host.data).toMatchObject({ role: 1, taskId: 1, topicUser: { role: 1 } });
    const notMember = await h.post('/api/auth/password/login', {
      mobile: enc('13800138000'),
      password: 'demo123456',
      taskHashId: 'qz8Kd1',
    });
    expect(notMember.code).toBe(Codes.NOT_GROUP_MEMBER);
    const unknown = await h.post('/api/auth/password/login', { mobile: enc('13900139000'), password: 'demo123456', taskHashId: 'zzzz' });
    expect(unknown.code).toBe(Codes.NOT_FOUND);
  });
});

describe('registration and reset', () => {
  test('register with SMS code and password, then log in; 1007 when registered since the code was sent', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'register');
    const bad = await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: '123' });
    expect(bad).toMatchObject({ code: Codes.INVALID_PARAMS, message: '密码长度应为6-20位' });
    const r = await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'secret88' });
    expect(r.code).toBe(200);
    expect(r.data.user.nickname).toBe(`会员${m.slice(-4)}`);
    const login = await h.post('/api/auth/password/login', { mobile: enc(m), password: 'secret88' });
    expect(login.code).toBe(200);
    const again = await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'secret88' });
    expect(again.code).toBe(Codes.SMS_CODE_INVALID);
    const late = freshMobile();
    const lateCode = await h.smsCode(late, 'register');
    h.clock.advance(61_000);
    const sms = await h.smsCode(late, 'login');
    expect((await h.post('/api/auth/sms/login', { mobile: enc(late), code: enc(sms) })).code).toBe(200);
    const registered = await h.post('/api/auth/sms/register', { mobile: enc(late), code: enc(lateCode), password: 'secret88' });
    expect(registered.code).toBe(Codes.MOBILE_REGISTERED);
    const wrongCode = await h.post('/api/auth/sms/register', { mobile: enc(freshMobile()), code: enc('123456'), password: 'secret88' });
    expect(wrongCode.code).toBe(Codes.SMS_CODE_INVALID);
  });

  test('password reset changes the password and ends existing sessions', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'register');
    const reg = await h.post('/api/auth/sms/register', { mobile: enc(m), code: enc(code), password: 'oldpass1' });
    const token = reg.data.token;
    expect((await h.get('/api/v1/users/account', token)).code).toBe(200);
    h.clock.advance(61_000);
    const rc = await h.smsCode(m, 'reset');
    expect((await h.post('/api/v1/auth/password/reset', { mobile: enc(m), code: enc(rc), password: 'newpass1' })).code).toBe(200);
    expect((await h.get('/api/v1/users/account', token)).code).toBe(401);
    expect((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'oldpass1' })).code).toBe(Codes.BAD_CREDENTIALS);
    expect((await h.post('/api/auth/password/login', { mobile: enc(m), password: 'newpass1' })).code).toBe(200);
    const unknown = await h.post('/api/v1/auth/password/reset', { mobile: enc(freshMobile()), code: enc('123456'), password: 'newpass1' });
    expect(unknown.code).toBe(Codes.SMS_CODE_INVALID);
    const reused = await h.post('/api/v1/auth/password/reset', { mobile: enc(m), code: enc(rc), password: 'newpass2' });
    expect(reused.code).toBe(Codes.SMS_CODE_INVALID);
  });
});

describe('tokens', () => {
  test('protected calls need a valid bearer token', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer abc' },
      { authorization: `Bearer ${'0'.repeat(64)}` },
      { authorization: 'Basic xyz' },
    ];
    for (const headers of variants) {
      const r = await h.call('GET', '/api/v1/users/account', { headers });
      expect(r.status).toBe(200);
      expect(r.code).toBe(401);
      expect(r.message).toBe('未登录或登录已过期');
    }
  });

  test('the access token expires after TOKEN_TTL; refresh works then and rotates', async () => {
    const s = await h.loginDemo();
    expect((await h.get('/api/v1/users/account', s.token)).code).toBe(200);
    h.clock.advance(7200 * 1000);
    expect((await h.get('/api/v1/users/account', s.token)).code).toBe(401);
    const r = await h.post('/api/v1/auth/token/refresh', { token: s.token, refreshToken: s.refreshToken });
    expect(r.code).toBe(200);
    expect(r.data).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expired: h.clock.now() + 7200_000 });
    expect(r.data.token).not.toBe(s.token);
    expect(r.data.refreshToken).not.toBe(s.refreshToken);
    expect((await h.get('/api/v1/users/account', r.data.token)).code).toBe(200);
    expect((await h.get('/api/v1/users/account', s.token)).code).toBe(401);
    // past the grace window the used refresh token is refused, and presenting it again ends the session
    h.clock.advance(30_001);
    const reused = await h.post('/api/v1/auth/token/refresh', { token: s.token, refreshToken: s.refreshToken });
    expect(reused.code).toBe(Codes.REFRESH_INVALID);
    expect((await h.get('/api/v1/users/account', r.data.token)).code).toBe(401);
    const after = await h.post('/api/v1/auth/token/refresh', { token: r.data.token, refreshToken: r.data.refreshToken });
    expect(after.code).toBe(Codes.REFRESH_INVALID);
  });

  test('refresh token expires after 14 days; mismatched or bad input refused', async () => {
    const s = await h.loginDemo();
    expect((await h.post('/api/v1/auth/token/refresh', { token: 'x', refreshToken: s.refreshToken })).code).toBe(Codes.REFRESH_INVALID);
    const other = await h.loginDemo();
    expect((await h.post('/api/v1/auth/token/refresh', { token: other.token, refreshToken: s.refreshToken })).code).toBe(
      Codes.REFRESH_INVALID,
    );
    expect((await h.post('/api/v1/auth/token/refresh', { token: s.token })).code).toBe(Codes.INVALID_PARAMS);
    h.clock.advance(14 * 86400_000 + 1);
    expect((await h.post('/api/v1/auth/token/refresh', { token: s.token, refreshToken: s.refreshToken })).code).toBe(Codes.REFRESH_INVALID);
  });

  test('logout ends the session', async () => {
    const s = await h.loginDemo();
    expect((await h.post('/api/v1/auth/logout', undefined, s.token)).code).toBe(200);
    expect((await h.get('/api/v1/users/account', s.token)).code).toBe(401);
  });
});

describe('invitations', () => {
  test('check, register with invite code (inviter credited), own invite code', async () => {
    const bad = await h.post('/api/v1/auth/invite/check', { inviteCode: 'NOPE00' });
    expect(bad.code).toBe(Codes.INVITE_CODE_INVALID);
    const ok = await h.post('/api/v1/auth/invite/check', { inviteCode: 'demo88' });
    expect(ok.data).toEqual({ inviter: { nickname: '小调研员', avatar: '' } });

    const demo = await h.loginDemo();
    const before = (await h.get('/api/v1/users/account', demo.token)).data.gold;
    const m = freshMobile();
    const code = await h.smsCode(m, 'invite');
    const r = await h.post('/api/v1/auth/invite', { mobile: enc(m), code: enc(code), password: 'invited1', inviteCode: 'DEMO88' });
    expect(r.code).toBe(200);
    expect(r.data.user.mobile).toBe(`${m.slice(0, 3)}****${m.slice(7)}`);
    const after = (await h.get('/api/v1/users/account', demo.token)).data.gold;
    expect(after - before).toBe(500);
    const records = await h.get('/api/v1/points?page=1&size=1', demo.token);
    expect(records.data.list[0]).toMatchObject({ change: 500, reason: expect.stringContaining('邀请好友注册奖励') });
    const invited = await h.get('/api/v1/users/inviters', demo.token);
    expect(invited.data.list.some((x: any) => x.nickname === `会员${m.slice(-4)}`)).toBe(true);

    const dup = await h.post('/api/v1/auth/invite', { mobile: enc(m), code: enc(code), password: 'invited1', inviteCode: 'DEMO88' });
    expect(dup.code).toBe(Codes.SMS_CODE_INVALID);
    const badCode = await h.post('/api/v1/auth/invite', {
      mobile: enc(freshMobile()),
      code: enc('123456'),
      password: 'invited1',
      inviteCode: 'XXXXXX',
    });
    expect(badCode.code).toBe(Codes.INVITE_CODE_INVALID);

    const own = await h.post('/api/v1/auth/invite/code', undefined, demo.token);
    expect(own.data).toEqual({ inviteCode: 'DEMO88', link: expect.stringMatching(/\/app\/invite\?inviteCode=DEMO88$/) });
    expect((await h.post('/api/v1/auth/invite/code')).code).toBe(401);
  });
});
