// Enumeration: register, reset and SMS-send answer the same for registered and unregistered
// mobiles, probing is no faster than the SMS limits, and every decryption failure looks the same.
import { constants, publicEncrypt } from 'node:crypto';
import { Codes } from '../src/codes';
import { type Api, type Harness, enc, freshMobile, start } from './helpers';

let h: Harness;
let registered: string;
beforeAll(async () => {
  h = await start();
  registered = freshMobile();
  const code = await h.smsCode(registered, 'login');
  expect((await h.post('/api/auth/sms/login', { mobile: enc(registered), code: enc(code) })).code).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

/** What a prober sees of an answer. */
const seen = (a: Api) => ({ status: a.status, code: a.code, message: a.message, data: a.data });

describe('registered and unregistered mobiles answer alike', () => {
  test('SMS send, for every scene', async () => {
    for (const scene of ['register', 'invite', 'reset', 'login', 'bind']) {
      h.clock.advance(61_000);
      const known = await h.post('/api/v1/auth/sms/send', { mobile: enc(registered), scene }, undefined, '192.0.2.10');
      const unknown = await h.post('/api/v1/auth/sms/send', { mobile: enc(freshMobile()), scene }, undefined, '192.0.2.10');
      expect(seen(known)).toEqual(seen(unknown));
      expect(known.code).toBe(200);
    }
  });

  test('register, invite registration and password reset without the code', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/auth/sms/register', { password: 'secret88' }],
      ['/api/v1/auth/invite', { password: 'secret88', inviteCode: 'DEMO88' }],
      ['/api/v1/auth/password/reset', { password: 'secret88' }],
    ];
    for (const [url, rest] of calls) {
      const known = await h.post(url, { mobile: enc(registered), code: enc('123456'), ...rest }, undefined, '192.0.2.11');
      const unknown = await h.post(url, { mobile: enc(freshMobile()), code: enc('123456'), ...rest }, undefined, '192.0.2.11');
      expect(seen(known)).toEqual(seen(unknown));
      expect(known.code).toBe(Codes.SMS_CODE_INVALID);
    }
  });

  // Past the first 10 an address must solve a check per send, each costlier than the last (a person's
  // browser does one; a script probing mobiles pays for every probe). Sent at once, exactly 10 go out:
  // the count is atomic on PostgreSQL.
  test('100 probes from one address at once: 10 answered, the other 90 asked for a check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        h.post('/api/v1/auth/sms/send', { mobile: enc(freshMobile()), scene: 'register' }, undefined, '192.0.2.12'),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code === Codes.CAPTCHA_REQUIRED)).toHaveLength(90);
  });
});

describe('no decryption oracle', () => {
  test('not base64, wrong length, bad padding, not text, not a mobile: one answer', async () => {
    const raw = (bytes: Buffer) => publicEncrypt({ key: h.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, bytes).toString('base64');
    const values = [
      'AAAA', // decodes to 3 bytes
      '@@@@', // not base64
      Buffer.alloc(100, 1).toString('base64'), // wrong length
      Buffer.alloc(256, 7).toString('base64'), // right length, bad padding
      raw(Buffer.from([0xff, 0xfe, 0xfd])), // good padding, not UTF-8
      raw(Buffer.from('x')), // good padding, one character
      enc('12345678901'), // a well-formed ciphertext of a bad mobile
    ];
    const answers = [];
    for (const mobile of values) answers.push(seen(await h.post('/api/v1/auth/sms/send', { mobile, scene: 'login' })));
    for (const a of answers) expect(a).toEqual({ status: 200, code: Codes.INVALID_PARAMS, message: '手机号格式不正确', data: null });
    const codes = [];
    for (const code of values) codes.push(seen(await h.post('/api/auth/sms/login', { mobile: enc(freshMobile()), code })));
    for (const a of codes) expect(a).toEqual({ status: 200, code: Codes.INVALID_PARAMS, message: '验证码格式不正确', data: null });
  });
});
