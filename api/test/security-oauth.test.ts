// Login CSRF: a third-party sign-in's code + state only completes in the browser that
// started the flow (its HttpOnly nonce cookie), never in another one.
import { Codes } from '../src/codes';
import { type Harness, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

/** Starts a WeChat sign-in in one browser and approves it at the stand-in provider. */
async function startFlow() {
  const url = await h.get('/api/v1/auth/sns/url?type=1&redirect=/open/wechat/callback');
  const setCookie = String(url.headers['set-cookie']);
  const state = new URL(url.data.url, 'http://x').searchParams.get('state')!;
  const approve = await h.app.inject({
    url: `/api/dev/oauth/wechat/approve?redirect_uri=${encodeURIComponent('/open/wechat/callback')}&state=${state}&nickname=victim`,
  });
  const code = new URL(approve.headers.location as string, 'http://x').searchParams.get('code')!;
  return { state, code, setCookie, cookie: setCookie.split(';')[0] };
}

const callback = (code: string, state: string, cookie?: string) =>
  h.call('GET', `/api/v1/auth/wechat/callback?code=${code}&state=${state}`, { headers: cookie ? { cookie } : {} });

test('the nonce cookie is HttpOnly, SameSite=Lax, scoped to the auth calls and short-lived', async () => {
  const { setCookie } = await startFlow();
  expect(setCookie).toMatch(/^oauth_wechat=[0-9a-f]{32};/);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Path=\/api\/v1\/auth/);
  expect(setCookie).toMatch(/Max-Age=600/);
});

test('code + state replayed from another browser is refused; the browser that started the flow completes', async () => {
  const victim = await startFlow();
  const other = await startFlow(); // the attacker's own flow gives them a cookie of their own
  expect((await callback(victim.code, victim.state)).code).toBe(Codes.OAUTH_STATE_INVALID);
  expect((await callback(victim.code, victim.state, other.cookie)).code).toBe(Codes.OAUTH_STATE_INVALID);
  expect((await callback(victim.code, victim.state, 'oauth_wechat=' + '0'.repeat(32))).code).toBe(Codes.OAUTH_STATE_INVALID);
  const done = await callback(victim.code, victim.state, victim.cookie);
  expect(done).toMatchObject({ code: 200, data: { status: 'bind', nickname: 'victim' } });
  // and only once
  expect((await callback(victim.code, victim.state, victim.cookie)).code).toBe(Codes.OAUTH_STATE_INVALID);
});
