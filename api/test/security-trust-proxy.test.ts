// Production behind a proxy without TRUST_PROXY saw every client as the proxy: one client's 31 wrong
// passwords and 11 SMS locked every other client out. Production now refuses to start unless
// TRUST_PROXY says which proxies to believe (or `none`: clients connect directly), naming it; with it
// set, one client's failures stop only that client.
import { createServer } from '../src';
import { Codes } from '../src/codes';
import { demoSecrets } from '../src/security/secrets';
import { type Harness, freshMobile, start } from './helpers';
import { TEST_SITE_ORIGIN, testProviders } from './production-helpers';

const saved = process.env.TRUST_PROXY;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

test('production without TRUST_PROXY refuses to start, naming the setting', async () => {
  delete process.env.TRUST_PROXY;
  const production = { demo: false, secrets: demoSecrets(undefined, {}), providers: testProviders(), siteOrigin: TEST_SITE_ORIGIN };
  await expect(createServer(production)).rejects.toThrow(/TRUST_PROXY is not set[\s\S]*TRUST_PROXY=none/);
});

describe('production with TRUST_PROXY=1 (behind the site server or nginx)', () => {
  let h: Harness;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    // No trustProxy given: the server reads TRUST_PROXY, as `pnpm start` and prod:local do.
    h = await start({ demo: false, trustProxy: undefined });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A request through the proxy: the socket is the proxy's, the forwarded address the client's. */
  const via = (client: string, url: string, payload: object) =>
    h.call('POST', url, { payload, ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });
  const login = (client: string, mobile = freshMobile()) =>
    via(client, '/api/auth/password/login', { mobile: h.enc(mobile), password: 'wrong-pass-1' });

  test('31 wrong passwords from one client do not lock out another client', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await login('203.0.113.5')).code);
    expect(answers.at(-1)).toBe(Codes.TOO_FREQUENT);
    // Another client behind the same proxy is told its password is wrong, not to wait.
    expect((await login('203.0.113.6')).code).toBe(Codes.BAD_CREDENTIALS);
  });

  test('11 SMS from one client do not ask another client for a check', async () => {
    const sms = (client: string) => via(client, '/api/v1/auth/sms/send', { mobile: h.enc(freshMobile()), scene: 'login' });
    for (let i = 0; i < 10; i++) expect((await sms('203.0.113.7')).code).toBe(200);
    expect((await sms('203.0.113.7')).code).toBe(Codes.CAPTCHA_REQUIRED);
    expect((await sms('203.0.113.8')).code).toBe(200);
  });
});
