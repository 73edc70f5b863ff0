// Links the API builds for a browser (the invite link, the demo QR code's content) point at the site's
// public origin: SITE_ORIGIN (required in production), else in demo the host the site server forwards;
// never the API's own address, and never a host a client wrote itself in production.
import { Codes } from '../src/codes';
import { parseSiteOrigin, siteOriginFromEnv } from '../src/lib/public-origin';
import { type Harness, freshMobile, start } from './helpers';
import { type Outbox, testProviders } from './production-helpers';

const SITE = 'https://survey.example.com';
/** What a client could write itself; the site server (the one trusted hop) sets these to what the browser used. */
const SPOOFED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

const inviteLink = async (h: Harness, token: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  (await h.call('POST', '/api/v1/auth/invite/code', { token, headers, ip })).data?.link as string;

describe('production', () => {
  let prod: Harness;
  const outbox: Outbox = { sms: [], mail: [] };
  let token: string;

  beforeAll(async () => {
    prod = await start({ demo: false, siteOrigin: `${SITE}/`, providers: testProviders(outbox), trustProxy: 1 });
    const mobile = freshMobile();
    await prod.post('/api/v1/auth/sms/send', { mobile: prod.enc(mobile), scene: 'register' }, undefined, '10.9.0.1');
    const code = outbox.sms[0].params[0];
    const reg = await prod.post('/api/auth/sms/register', { mobile: prod.enc(mobile), code: prod.enc(code), password: 'secret123' });
    expect(reg.code).toBe(Codes.OK);
    token = reg.data.token;
  });
  afterAll(async () => {
    await prod?.close();
  });

  test('the invite link is on SITE_ORIGIN, whatever Host or X-Forwarded-Host the request carries', async () => {
    const { data } = await prod.post('/api/v1/auth/invite/code', undefined, token);
    expect(data.link).toBe(`${SITE}/app/invite?inviteCode=${data.inviteCode}`);
    // Straight from a client, and through the trusted site server forwarding a client-chosen host.
    expect(await inviteLink(prod, token, SPOOFED, '203.0.113.9')).toBe(data.link);
    expect(await inviteLink(prod, token, SPOOFED)).toBe(data.link);
    expect(await inviteLink(prod, token, { host: '127.0.0.1:3280' })).toBe(data.link);
  });

  test('SITE_ORIGIN is required and must be an origin; the start check names it', () => {
    expect(siteOriginFromEnv({}, false).problems).toEqual([expect.stringMatching(/^SITE_ORIGIN is not set/)]);
    expect(siteOriginFromEnv({ SITE_ORIGIN: 'survey.example.com' }, false).problems).toEqual([
      expect.stringMatching(/^SITE_ORIGIN "survey.example.com" is not an origin/),
    ]);
    expect(siteOriginFromEnv({ SITE_ORIGIN: `${SITE}/app` }, true).problems).toHaveLength(1);
    expect(siteOriginFromEnv({ SITE_ORIGIN: 'https://Survey.Example.com:8443/' }, false)).toEqual({
      origin: 'https://survey.example.com:8443',
      problems: [],
    });
    expect(siteOriginFromEnv({}, true)).toEqual({ problems: [] });
    expect(parseSiteOrigin('javascript:alert(1)')).toBeUndefined();
  });

  test('a production server without a site origin does not start', async () => {
    const saved = process.env.SITE_ORIGIN;
    delete process.env.SITE_ORIGIN;
    try {
      await expect(start({ demo: false, siteOrigin: undefined })).rejects.toThrow(/SITE_ORIGIN is not set/);
    } finally {
      if (saved !== undefined) process.env.SITE_ORIGIN = saved;
    }
  });
});

describe('demo', () => {
  let h: Harness;
  beforeAll(async () => {
    // Behind the site server, the one proxy it trusts (`pnpm start` trusts one hop; its API listens on 127.0.0.1 only).
    h = await start({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await h?.close();
  });

  test('through the site server: the invite link and the QR code are on the host:port the browser used', async () => {
    const { token } = await h.loginDemo();
    // The site server forwards the browser's host; its own connection is to the API's address.
    const viaSite = { host: '127.0.0.1:3280', 'x-forwarded-host': '192.168.1.20:8080', 'x-forwarded-proto': 'http' };
    expect(await inviteLink(h, token, viaSite)).toBe('http://192.168.1.20:8080/app/invite?inviteCode=DEMO88');
    const qr = await h.call('GET', '/api/v1/auth/qrcode/login', { headers: viaSite, ip: '127.0.0.1' });
    expect(qr.data.content).toMatch(/^http:\/\/192\.168\.1\.20:8080\/api\/dev\/qrcode\/scan\?qrId=/);
    // A forwarded host from anyone but the trusted proxy is not believed.
    expect(await inviteLink(h, token, { host: 'localhost:8080', 'x-forwarded-host': 'evil.example' }, '203.0.113.9')).toBe(
      'http://localhost:8080/app/invite?inviteCode=DEMO88',
    );
  });

  test('a configured SITE_ORIGIN wins in demo too', async () => {
    const configured = await start({ trustProxy: 1, siteOrigin: SITE });
    try {
      const { token } = await configured.loginDemo();
      expect(await inviteLink(configured, token, SPOOFED)).toBe(`${SITE}/app/invite?inviteCode=DEMO88`);
      const qr = await configured.call('GET', '/api/v1/auth/qrcode/login', { headers: SPOOFED, ip: '127.0.0.1' });
      expect(qr.data.content).toMatch(new RegExp(`^${SITE}/api/dev/qrcode/scan\\?qrId=`));
    } finally {
      await configured.close();
    }
  });
});

test('error envelopes say they are JSON (a proxy or browser must not guess)', async () => {
  const h = await start();
  try {
    for (const res of [
      await h.post('/api/v1/auth/invite/code'),
      await h.call('POST', '/api/v1/auth/password/login', { payload: '{', headers: { 'content-type': 'application/json' } }),
      await h.post('/api/v1/auth/invite/check', { inviteCode: 'NOPE00' }),
    ]) {
      expect([res.code, res.headers['content-type']]).toEqual([expect.any(Number), 'application/json; charset=utf-8']);
      expect(res.code).not.toBe(Codes.OK);
    }
  } finally {
    await h.close();
  }
});
