import { createTestPlatform, uncheckedCall } from '../testing';
import { createHttpClient } from './http-client';
import { createLoading, createNotifier } from '../overlays';
import { getBanners, postTokenRefresh } from '@survey/contract';

/** Answers with the Authorization header it got: a path no contract call declares. */
const ECHO = uncheckedCall('GET', '/v1/echo');

function platformNearExpiry(msLeft: number) {
  const p = createTestPlatform({ loggedIn: true });
  p.session.setTokens({ token: 'old-token', refreshToken: 'old-refresh', expired: Date.now() + msLeft });
  p.server.respond(ECHO, (req) => req.headers.Authorization);
  return p;
}

afterEach(() => jest.useRealTimers());

test('spec §4: 50 concurrent requests around expiry produce exactly one refresh and all succeed', async () => {
  jest.useFakeTimers();
  const p = platformNearExpiry(60_000);
  const newExpiry = Date.now() + 2 * 60 * 60 * 1000;
  p.server.respond(postTokenRefresh, (req) => {
    expect(req.body).toEqual({ token: 'old-token', refreshToken: 'old-refresh' });
    return { token: 'new-token', refreshToken: 'new-refresh', expired: newExpiry };
  });
  p.server.delay(postTokenRefresh, 500);

  const requests = Array.from({ length: 50 }, () => p.http.get<string>('/v1/echo'));
  await jest.advanceTimersByTimeAsync(500);
  const results = await Promise.all(requests);

  expect(p.server.callsTo(postTokenRefresh)).toHaveLength(1);
  expect(results).toEqual(Array(50).fill('Bearer new-token'));
  expect(p.session.getState()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh', expired: newExpiry });
  expect(p.cookies.get('TOKEN')).toBe('new-token');
  // No request went out before the refresh answered.
  expect(p.server.calls[0].path).toBe(postTokenRefresh.path);
  expect(p.messages()).toEqual([]);
});

test('spec §4: an already expired token is refreshed before the request', async () => {
  const p = platformNearExpiry(-5_000);
  await expect(p.http.get('/v1/echo')).resolves.toBe('Bearer test-token-refreshed');
  expect(p.server.calls.map((call) => call.path)).toEqual([postTokenRefresh.path, '/v1/echo']);
});

test('spec §9: refresh window is 90 seconds (90 001 ms left → no refresh, 90 000 ms left → refresh)', async () => {
  const now = 1_000_000;
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(ECHO, 1);
  const http = createHttpClient({
    session: p.session,
    notify: createNotifier(),
    loading: createLoading(),
    onUnauthorized: jest.fn(),
    reload: jest.fn(),
    adapter: p.server.adapter,
    now: () => now,
  });
  p.session.setTokens({ token: 't', refreshToken: 'r', expired: now + 90_001 });
  await http.get('/v1/echo');
  expect(p.server.callsTo(postTokenRefresh)).toHaveLength(0);
  p.session.setTokens({ token: 't', refreshToken: 'r', expired: now + 90_000 });
  await http.get('/v1/echo');
  expect(p.server.callsTo(postTokenRefresh)).toHaveLength(1);
});

test('spec §4: a failed refresh clears the session and reloads the page; waiting requests reject silently', async () => {
  const p = platformNearExpiry(10_000);
  p.server.fail(postTokenRefresh, { code: 401, message: 'refresh token expired' });
  const results = await Promise.allSettled([p.http.get('/v1/echo'), p.http.get('/v1/echo')]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ silent: true });
  expect(p.server.callsTo(postTokenRefresh)).toHaveLength(1);
  expect(p.server.callsTo(ECHO)).toHaveLength(0);
  expect(p.session.isLoggedIn()).toBe(false);
  expect(p.cookies.get('TOKEN')).toBeUndefined();
  expect(p.reloads).toBe(1);
  expect(p.messages()).toEqual([]);
});

test('spec §4: a refresh answered by an HTTP error also clears and reloads', async () => {
  const p = platformNearExpiry(10_000);
  p.server.fail(postTokenRefresh, { status: 500 });
  await expect(p.http.get('/v1/echo')).rejects.toMatchObject({ silent: true });
  expect(p.session.getState().token).toBeNull();
  expect(p.reloads).toBe(1);
});

test('spec §4: the refresh call carries the client headers and a timestamp', async () => {
  const p = platformNearExpiry(10_000);
  await p.http.get('/v1/echo');
  const [refresh] = p.server.calls;
  expect(refresh.headers).toMatchObject({ 'client-type': '2', version: '1.0.0', Authorization: 'Bearer old-token' });
  expect(refresh.url).toMatch(/[?&]_t=\d+/);
});

test('spec §4: signed-out requests never refresh', async () => {
  const p = createTestPlatform();
  p.server.respond(getBanners, []);
  await p.http.get('/v1/banners');
  expect(p.server.callsTo(postTokenRefresh)).toHaveLength(0);
});
