// Two tabs sign the member out: tabs share the session cookies; their refreshes are
// coordinated with a Web Lock, so a rotated refresh token is never spent twice.
import { createPlatform } from '../platform/create-platform';
import { COOKIE_KEYS, createMemoryCookieJar, createMemoryStorage } from '../session';
import { TEST_SITE } from '../testing/default-site';
import { createTestServer, reply } from '../testing/test-server';
import { uncheckedCall } from '../testing/call-route';
import { theme } from '../ui/theme';
import { postTokenRefresh } from '@survey/contract';

/** Answers 'ok' to the current token: a path no contract call declares. */
const ECHO = uncheckedCall('GET', '/v1/echo');

const HOUR_MS = 60 * 60 * 1000;

/** The API's rule: each refresh token works once; a second use ends the session (theft). */
function rotatingApi(clock: { now: number }) {
  const server = createTestServer();
  let generation = 0;
  let revoked = false;
  const current = () => ({ token: `t${generation}`, refreshToken: `r${generation}` });
  server.respond(postTokenRefresh, (req) => {
    if (revoked || req.body.refreshToken !== current().refreshToken) {
      revoked = true;
      return reply(null, { code: 401, message: '登录已失效' });
    }
    generation += 1;
    return { ...current(), expired: clock.now + 2 * HOUR_MS };
  });
  server.respond(ECHO, (req) =>
    !revoked && req.headers.Authorization === `Bearer ${current().token}` ? 'ok' : reply(null, { code: 401, message: '请先登录' }),
  );
  server.delay(postTokenRefresh, 20);
  return { server, current, signIn: () => ({ ...current(), expired: clock.now + 2 * HOUR_MS }) };
}

/** Serialises callbacks per lock name, like the browser's LockManager across the tabs of one origin. */
function createLockManager(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, callback: (lock: Lock) => Promise<unknown>) => {
      const result = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    }) as LockManager['request'],
  };
}

function openTabs(count: number, locks: Pick<LockManager, 'request'> | null) {
  const clock = { now: 1_000_000_000 };
  const api = rotatingApi(clock);
  const cookies = createMemoryCookieJar();
  const attributes = { path: '/' };
  const tokens = api.signIn();
  cookies.set(COOKIE_KEYS.token, tokens.token, attributes);
  cookies.set(COOKIE_KEYS.refreshToken, tokens.refreshToken, attributes);
  cookies.set(COOKIE_KEYS.expired, String(tokens.expired), attributes);
  if (locks) Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  const tabs = Array.from({ length: count }, () => {
    const events = { reloads: 0, navigations: [] as string[] };
    const platform = createPlatform({
      site: TEST_SITE,
      theme,
      navigate: (to) => events.navigations.push(to),
      reload: () => (events.reloads += 1),
      adapter: api.server.adapter,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) jest',
      cookies,
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      now: () => clock.now,
    });
    return { platform, events };
  });
  /** Moves every tab's clock into the last minute of the current token. */
  const nearExpiry = () => {
    clock.now = Number(cookies.get(COOKIE_KEYS.expired)) - 60_000;
  };
  return { tabs, api, cookies, nearExpiry };
}

afterEach(() => {
  delete (window.navigator as { locks?: unknown }).locks;
});

test('two tabs calling at once through three token expiries: one refresh per expiry, every call signed in', async () => {
  const { tabs, api, cookies, nearExpiry } = openTabs(2, createLockManager());
  for (let expiry = 1; expiry <= 3; expiry += 1) {
    nearExpiry();
    const results = await Promise.all(tabs.flatMap(({ platform }) => [platform.http.get('/v1/echo'), platform.http.get('/v1/echo')]));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(api.server.callsTo(postTokenRefresh)).toHaveLength(expiry);
  }
  expect(cookies.get(COOKIE_KEYS.token)).toBe(api.current().token);
  for (const { platform, events } of tabs) {
    expect(platform.session.getState()).toMatchObject(api.current());
    expect(events).toEqual({ reloads: 0, navigations: [] });
  }
});

test('without Web Locks, a tab whose tokens another tab already refreshed takes them instead of refreshing', async () => {
  const { tabs, api, nearExpiry } = openTabs(2, null);
  const [first, second] = tabs;
  nearExpiry();
  await expect(first.platform.http.get('/v1/echo')).resolves.toBe('ok');
  // The second tab's memory still holds the old, expiring token; the cookies hold the new one.
  expect(second.platform.session.getState().token).toBe('t0');
  await expect(second.platform.http.get('/v1/echo')).resolves.toBe('ok');
  expect(api.server.callsTo(postTokenRefresh)).toHaveLength(1);
  expect(second.platform.session.getState()).toMatchObject(api.current());
});

test('when the refresh of the tab holding the lock fails, the waiting tab does not spend the dead refresh token', async () => {
  const { tabs, api, nearExpiry } = openTabs(2, createLockManager());
  api.server.respond(postTokenRefresh, reply(null, { code: 401, message: '登录已失效' }));
  nearExpiry();
  const [first, second] = await Promise.allSettled(tabs.map(({ platform }) => platform.http.get('/v1/echo')));
  expect(first.status).toBe('rejected');
  expect(second.status).toBe('rejected');
  expect(api.server.callsTo(postTokenRefresh)).toHaveLength(1);
  // The first tab reloads (spec §4); the second finds itself signed out and goes to sign in.
  expect(tabs[0].events.reloads).toBe(1);
  // (from the page the tab is on, '/': the sign-in page with it as the way back)
  expect(tabs[1].events).toEqual({ reloads: 0, navigations: ['/login?redirect=%2F'] });
  expect(tabs[1].platform.session.isLoggedIn()).toBe(false);
});
