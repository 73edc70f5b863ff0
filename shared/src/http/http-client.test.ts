import { createTestPlatform, TEST_ROUTES, uncheckedCall } from '../testing';
import type { ApiError } from '../platform-contract';
import { isApiError } from './api-error';
import type { HttpClientOptions } from './http-client';
import {
  getBanners,
  getBannersLogin,
  getBrowseRedirect,
  getCheckin,
  getCredit,
  getEvents,
  getGoldRecords,
  getGroupInfo,
  getGroupMembers,
  getGroupMembersDownload,
  getHomeCheck,
  getResponsesDownload,
  getTasksRecommend,
  postNickname,
  postStepUp,
} from '@survey/contract';

// Paths no contract call declares: these tests are about the client, not one call.
const X = uncheckedCall('GET', '/v1/x');
const A = uncheckedCall('GET', '/v1/a');
const B = uncheckedCall('GET', '/v1/b');
const GONE = uncheckedCall('GET', '/v1/gone');
const POST_X = uncheckedCall('POST', '/v1/x');
const CALLBACK = uncheckedCall('POST', '/callback');

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: error as ApiError }),
  );

afterEach(() => {
  jest.useRealTimers();
});

/** A client on `session` with its own messages and loading state (createTestPlatform's has the test server). */
async function clientOn(session: HttpClientOptions['session'], adapter?: HttpClientOptions['adapter']) {
  const { createHttpClient } = await import('./http-client');
  const { createNotifier, createLoading } = await import('../overlays');
  return createHttpClient({
    session,
    notify: createNotifier(),
    loading: createLoading(),
    onUnauthorized: jest.fn(),
    reload: jest.fn(),
    ...(adapter ? { adapter } : {}),
  });
}

test("a request is handed to the network in the task that makes it, not after it (a click's render would hold it back)", async () => {
  const sent: string[] = [];
  const http = await clientOn(createTestPlatform({ loggedIn: true }).session, async (config) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url}`);
    return { data: { code: 200, data: 'ok' }, status: 200, statusText: 'OK', headers: {}, config };
  });
  http.prefetch('/v1/early');
  const answers = [http.get('/v1/now'), http.post('/v1/write', { a: 1 })];
  expect(sent).toEqual(['GET /v1/early', 'GET /v1/now', 'POST /v1/write']);
  await expect(Promise.all(answers)).resolves.toEqual(['ok', 'ok']);
});

test('where the browser has the Cookie Store API, a request still leaves at once: no XSRF cookie is looked for', async () => {
  const cookieStore = { get: jest.fn(async () => null) };
  Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
  try {
    const http = await clientOn(createTestPlatform().session);
    http.prefetch('/v1/early');
    expect(send).toHaveBeenCalledTimes(1);
    expect(cookieStore.get).not.toHaveBeenCalled();
  } finally {
    send.mockRestore();
    delete (window as { cookieStore?: unknown }).cookieStore;
  }
});

describe('error catalogue (spec §8)', () => {
  test('spec §8: a body without a code field is treated as success', async () => {
    const { createHttpClient } = await import('./http-client');
    const { createNotifier, createLoading } = await import('../overlays');
    const p = createTestPlatform();
    const notify = createNotifier();
    const http = createHttpClient({
      session: p.session,
      notify,
      loading: createLoading(),
      onUnauthorized: jest.fn(),
      reload: jest.fn(),
      adapter: async (config) => ({ data: { list: [1, 2] }, status: 200, statusText: 'OK', headers: {}, config }),
    });
    // Without an envelope the body itself is the data.
    await expect(http.get('/v1/x')).resolves.toEqual({ list: [1, 2] });
    await expect(http.request({ method: 'GET', url: '/v1/x' })).resolves.toEqual({ code: 200, message: '', data: { list: [1, 2] } });
    const bare = createHttpClient({
      session: p.session,
      notify,
      loading: createLoading(),
      onUnauthorized: jest.fn(),
      reload: jest.fn(),
      adapter: async (config) => ({ data: 'OK', status: 200, statusText: 'OK', headers: {}, config }),
    });
    await expect(bare.get('/v1/x')).resolves.toBe('OK');
    expect(notify.getMessages()).toEqual([]);
  });

  test('spec §8: body code 200 is success and get/post resolve data', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getGoldRecords, { balance: 42, list: [], total: 0, page: 1, size: 10 });
    p.server.respond(postStepUp, (req) => ({ ticket: req.body.password }));
    await expect(p.http.get('/v1/points')).resolves.toMatchObject({ balance: 42 });
    await expect(p.http.post('/v1/users/step-up', { password: 'mine' })).resolves.toEqual({ ticket: 'mine' });
    expect(p.messages()).toEqual([]);
  });

  test.each([5629, 5013])('spec §8: code %i is returned as a normal result (data, and the envelope from request)', async (code) => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(POST_X, { reason: 'x' }, { code, message: '需要确认' });
    await expect(p.http.post('/v1/x')).resolves.toEqual({ reason: 'x' });
    await expect(p.http.request({ method: 'POST', url: '/v1/x' })).resolves.toEqual({
      code,
      message: '需要确认',
      data: { reason: 'x' },
    });
    expect(p.messages()).toEqual([]);
  });

  test.each([1060, 1049])('spec §8: code %i is rejected silently', async (code) => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getHomeCheck, { code, message: '不要显示' });
    const result = await settle(p.http.get('/v1/home/check'));
    expect(result.ok).toBe(false);
    expect(isApiError(result.ok ? null : result.error)).toBe(true);
    expect(result.ok || result.error).toMatchObject({ code, silent: true, status: 200 });
    expect(p.messages()).toEqual([]);
  });

  test('spec §8: any process call is rejected silently (failing code, HTTP error, network failure)', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getBrowseRedirect, { code: 3000, message: '错误' });
    p.server.fail(CALLBACK, { status: 500 });
    p.server.fail(GONE, { code: 401, status: 401 });
    await expect(p.http.get('/v1/browse/redirect', { process: true })).rejects.toMatchObject({ silent: true, code: 3000 });
    await expect(p.http.post('/callback', {}, { process: true })).rejects.toMatchObject({ silent: true, status: 500 });
    await expect(p.http.get('/v1/gone', { process: true })).rejects.toMatchObject({ silent: true });
    expect(p.messages()).toEqual([]);
    // A process call must not redirect a (possibly public) hand-off screen.
    expect(p.navigations).toEqual([]);
    expect(p.session.isLoggedIn()).toBe(true);
  });

  test('spec §8: other codes show the server message for 2 seconds', async () => {
    jest.useFakeTimers();
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(postNickname, { code: 3001, message: '昵称已被占用' });
    await expect(p.http.post('/v1/users/nickname', { nickname: 'x' })).rejects.toMatchObject({
      code: 3001,
      silent: false,
      message: '昵称已被占用',
    });
    expect(p.messages()).toEqual([expect.objectContaining({ type: 'error', text: '昵称已被占用' })]);
    jest.advanceTimersByTime(1999);
    expect(p.messages()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(p.messages()).toEqual([]);
  });

  test('spec §8: code 1105 shows no message', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getCheckin, { code: 1105, message: '今日已签到' });
    await expect(p.http.get('/v1/users/checkin')).rejects.toMatchObject({ code: 1105, silent: true });
    expect(p.messages()).toEqual([]);
  });

  test("spec §8: HTTP status other than 200 shows an error for 2 seconds (5xx: the server's fault)", async () => {
    jest.useFakeTimers();
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getBanners, { status: 502, code: 500 });
    await expect(p.http.get('/v1/banners')).rejects.toMatchObject({ status: 502, silent: false, message: '服务器开小差了，请稍后再试' });
    expect(p.messages()).toEqual([expect.objectContaining({ type: 'error', text: '服务器开小差了，请稍后再试' })]);
    jest.advanceTimersByTime(2000);
    expect(p.messages()).toEqual([]);
  });

  test('spec §8: HTTP status other than 200 with body code 10014 shows no message', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getEvents, { status: 500, code: 10014, message: '静默' });
    await expect(p.http.get('/v1/events')).rejects.toMatchObject({ status: 500, code: 10014, silent: true });
    expect(p.messages()).toEqual([]);
  });

  test('spec §8: a network failure shows a network error', async () => {
    const p = createTestPlatform({ loggedIn: true });
    const { createHttpClient } = await import('./http-client');
    const http = createHttpClient({
      session: p.session,
      notify: p.notify,
      loading: p.loading,
      onUnauthorized: jest.fn(),
      reload: jest.fn(),
      adapter: async () => {
        throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      },
    });
    await expect(http.get('/v1/banners')).rejects.toMatchObject({ silent: false, status: null, message: '网络连接失败，请检查网络后重试' });
    expect(p.messages().map((m) => m.text)).toEqual(['网络连接失败，请检查网络后重试']);
  });

  test('spec §8: many failures at once show one error, not a stack', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getBanners, { status: 503 });
    await Promise.allSettled(Array.from({ length: 5 }, () => p.http.get('/v1/banners')));
    expect(p.messages()).toHaveLength(1);
  });

  test('spec §8: an aborted request rejects silently', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getBanners, []);
    const controller = new AbortController();
    controller.abort();
    await expect(p.http.get('/v1/banners', { signal: controller.signal })).rejects.toMatchObject({ silent: true });
    expect(p.messages()).toEqual([]);
  });
});

describe('401 handling (spec §4, §8): the member goes where the signed-out rule sends them from the page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('spec §8: body code 401 clears the token and goes to sign in, the page as the way back', async () => {
    window.history.replaceState(null, '', '/task/7?tab=2');
    const p = createTestPlatform({ loggedIn: true, routes: TEST_ROUTES });
    p.server.fail(getCredit, { code: 401, message: '登录已过期' });
    await expect(p.http.get('/v1/users/credit')).rejects.toMatchObject({ code: 401, silent: true });
    expect(p.session.isLoggedIn()).toBe(false);
    expect(p.cookies.get('TOKEN')).toBeUndefined();
    expect(p.navigations).toEqual(['/login?redirect=%2Ftask%2F7%3Ftab%3D2']);
    expect(p.messages()).toEqual([]);
  });

  test('spec §4: HTTP 401 on a group page with a known discussion group goes to /bbs/<taskHashId>', async () => {
    window.history.replaceState(null, '', '/bbs/abc123/topic');
    const p = createTestPlatform({ loggedIn: true, topic: { taskId: 7, taskHashId: 'abc123', role: 1 }, routes: TEST_ROUTES });
    p.server.fail(getGroupInfo, { status: 401, code: 401 });
    await expect(p.http.get('/focusMembers/info')).rejects.toMatchObject({ status: 401 });
    expect(p.session.getState().token).toBeNull();
    expect(p.navigations).toEqual(['/bbs/abc123']);
  });

  test('a 401 elsewhere goes to sign in even with a group known, as the guard sends a visitor from there', async () => {
    window.history.replaceState(null, '', '/task/7');
    const p = createTestPlatform({ loggedIn: true, topic: { taskId: 7, taskHashId: 'abc123', role: 1 }, routes: TEST_ROUTES });
    p.server.fail(getCredit, { code: 401 });
    await expect(p.http.get('/v1/users/credit')).rejects.toMatchObject({ code: 401 });
    expect(p.navigations).toEqual(['/login?redirect=%2Ftask%2F7']);
  });

  test('a 401 on the sign-in page leaves the member there, with its way back', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Ftask%2F7');
    const p = createTestPlatform({ loggedIn: true, routes: TEST_ROUTES });
    p.server.fail(getCredit, { code: 401 });
    await expect(p.http.get('/v1/users/credit')).rejects.toMatchObject({ code: 401 });
    expect(p.navigations).toEqual(['/login?redirect=%2Ftask%2F7']);
  });
});

describe('request rules (spec §7)', () => {
  test('spec §7: calls go under /api with a _t timestamp and the client headers', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getTasksRecommend, []);
    const before = Date.now();
    await p.http.get('/v1/tasks/recommend', { params: { page: 2 } });
    const [call] = p.server.calls;
    expect(call.path).toBe('/v1/tasks/recommend');
    expect(call.params).toEqual({ page: 2 });
    const url = new URL(call.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/tasks/recommend');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
    expect(call.headers).toMatchObject({
      'client-type': '2',
      version: '1.0.0',
      'device-type': '2',
      Authorization: 'Bearer test-token',
    });
  });

  test('spec §7: process calls carry no timestamp', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getBrowseRedirect, { allowed: true, url: 'https://example.com', external: true, reason: '' });
    await p.http.get('/v1/browse/redirect', { process: true, params: { id: 1 } });
    expect(p.server.calls[0].url).toBe('/api/v1/browse/redirect?id=1');
  });

  test('spec §7: no Authorization header when signed out', async () => {
    const p = createTestPlatform();
    p.server.respond(getBannersLogin, []);
    await p.http.get('/v1/banners/login');
    expect(p.server.calls[0].headers.Authorization).toBeUndefined();
    expect(p.server.calls[0].headers['client-type']).toBe('2');
  });

  test('spec §7: device-type header follows the user agent (1 mobile, 3 tablet)', async () => {
    const phone = createTestPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    const tablet = createTestPlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Safari/537.36' });
    for (const p of [phone, tablet]) p.server.respond(X, null);
    await phone.http.get('/v1/x');
    await tablet.http.get('/v1/x');
    expect(phone.server.calls[0].headers['device-type']).toBe('1');
    expect(tablet.server.calls[0].headers['device-type']).toBe('3');
    expect(phone.env).toMatchObject({ deviceType: 1, isMobile: true });
  });

  test('spec §7: array params are repeated without brackets (GET /focusMembers)', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getGroupMembers, { list: [], total: 0, page: 1, size: 10 });
    await p.http.get('/focusMembers', { params: { ids: [1, 2, 3], taskId: 9 }, process: true });
    expect(p.server.calls[0].url).toBe('/api/focusMembers?ids=1&ids=2&ids=3&taskId=9');
  });

  test('spec §7: download() asks for a blob and resolves it', async () => {
    const p = createTestPlatform({ loggedIn: true });
    const file = new Blob(['a,b\n1,2'], { type: 'text/csv' });
    p.server.respond(getGroupMembersDownload, file);
    const blob = await p.http.download('/focusMembers/download', { params: { taskId: 3 } });
    expect(blob).toBe(file);
    expect(p.server.calls[0].params).toEqual({ taskId: 3 });
  });

  test('spec §8: a download answered with a failing envelope shows its message', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getResponsesDownload, { code: 4001, message: '文件不存在' });
    await expect(p.http.download('/focusResponses/download')).rejects.toMatchObject({ code: 4001 });
    expect(p.messages().map((m) => m.text)).toEqual(['文件不存在']);
  });
});

describe('loading overlay (spec §8)', () => {
  test('spec §8: the loading option shows the overlay once for overlapping requests and hides it after the last', async () => {
    jest.useFakeTimers();
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(A, 1).respond(B, 2);
    p.server.delay(A, 100).delay(B, 300);
    const changes: boolean[] = [];
    p.loading.subscribe(() => changes.push(p.loading.getState().visible));
    const a = p.http.get('/v1/a', { loading: true });
    const b = p.http.get('/v1/b', { loading: '提交中...' });
    expect(p.loading.getState()).toEqual({ visible: true, text: '提交中...' });
    await jest.advanceTimersByTimeAsync(150);
    await expect(a).resolves.toBe(1);
    expect(p.loading.getState().visible).toBe(true);
    await jest.advanceTimersByTimeAsync(200);
    await expect(b).resolves.toBe(2);
    expect(p.loading.getState()).toEqual({ visible: false, text: '加载中...' });
    expect(changes.filter((visible) => !visible)).toHaveLength(1);
  });

  test('spec §8: a failing request still hides the overlay', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(A, { status: 500 });
    await expect(p.http.get('/v1/a', { loading: true })).rejects.toBeDefined();
    expect(p.loading.getState().visible).toBe(false);
  });
});
