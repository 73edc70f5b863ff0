import { PLATFORM_API_VERSION } from '../contract';
import { createTestPlatform, reply, TEST_SITE } from './index';

afterEach(() => jest.useRealTimers());

test('defaults: signed out, Chinese site config, API version, no navigations', () => {
  const p = createTestPlatform();
  expect(p.apiVersion).toBe(PLATFORM_API_VERSION);
  expect(p.session.isLoggedIn()).toBe(false);
  expect(p.site).toEqual(TEST_SITE);
  expect(p.site.appName).toMatch(/[\u4e00-\u9fa5]/);
  expect(p.env).toEqual({ demo: false, deviceType: 2, isMobile: false });
  expect(p.navigations).toEqual([]);
  expect(p.reloads).toBe(0);
});

test('loggedIn, topic, site and demo options', async () => {
  const p = createTestPlatform({
    loggedIn: { nickname: '阿花', bbsRole: 1 },
    topic: { taskHashId: 'h' },
    site: { appName: '测试站' },
    demo: true,
  });
  expect(p.session.isLoggedIn()).toBe(true);
  expect(p.session.getState().user).toMatchObject({ nickname: '阿花', bbsRole: 1 });
  expect(p.session.getState().topic).toEqual({ taskId: null, taskHashId: 'h', role: null });
  expect(p.site.appName).toBe('测试站');
  expect(p.env.demo).toBe(true);
  // The account call answers with the same member by default.
  await expect(p.session.refreshUser()).resolves.toMatchObject({ nickname: '阿花' });
});

test('server: records calls without /api and _t; later routes win; :params and regexes match', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond('GET', '/v1/notices/:id', (req) => `notice ${req.pathParams.id}`);
  p.server.respond('GET', /^\/v1\/notices\/9$/, 'ninth');
  p.server.respond('POST', '/v1/messages/read', (req) => req.body.ids.length);
  await expect(p.http.get('/v1/notices/3')).resolves.toBe('notice 3');
  await expect(p.http.get('/v1/notices/9')).resolves.toBe('ninth');
  await expect(p.http.post('/v1/messages/read', { ids: [1, 2] })).resolves.toBe(2);
  expect(p.server.calls.map(({ method, path, params, body }) => ({ method, path, params, body }))).toEqual([
    { method: 'GET', path: '/v1/notices/3', params: {}, body: undefined },
    { method: 'GET', path: '/v1/notices/9', params: {}, body: undefined },
    { method: 'POST', path: '/v1/messages/read', params: {}, body: { ids: [1, 2] } },
  ]);
  expect(p.server.callsTo('GET', '/v1/notices/:id')).toHaveLength(2);
});

test('server: a handler can choose the code and status of one answer with reply()', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond('POST', '/auth/password/login', (req) =>
    req.body.password === 'right' ? { token: 'x' } : reply(null, { code: 3002, message: '密码错误' }),
  );
  await expect(p.http.post('/auth/password/login', { password: 'wrong' })).rejects.toMatchObject({ code: 3002 });
  expect(p.messages().map((m) => m.text)).toEqual(['密码错误']);
  await expect(p.http.post('/auth/password/login', { password: 'right' })).resolves.toEqual({ token: 'x' });
});

test('server: an unmatched request is an HTTP 404 with a console error naming the path', async () => {
  const p = createTestPlatform({ loggedIn: true });
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(p.http.get('/v1/nowhere')).rejects.toMatchObject({ status: 404 });
  expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /v1/nowhere'));
  expect(p.messages().map((m) => m.text)).toEqual(['网络错误，请稍后再试']);
  error.mockRestore();
});

test('server: delay holds an answer back (fake timers)', async () => {
  jest.useFakeTimers();
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond('GET', '/v1/points', 5).delay('GET', '/v1/points', 1000);
  let done = false;
  const pending = p.http.get('/v1/points').then((value) => {
    done = true;
    return value;
  });
  await jest.advanceTimersByTimeAsync(999);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await expect(pending).resolves.toBe(5);
});

test('navigations, reloads and logout are recorded', () => {
  const p = createTestPlatform({ loggedIn: true });
  p.navigate('/home');
  p.session.logout();
  expect(p.navigations).toEqual(['/home', '/login']);
  expect(p.session.isLoggedIn()).toBe(false);
});

test('each test platform is isolated', () => {
  const a = createTestPlatform({ loggedIn: true });
  const b = createTestPlatform();
  expect(a.session.isLoggedIn()).toBe(true);
  expect(b.session.isLoggedIn()).toBe(false);
  expect(a.session.getState().deviceId).not.toBe(b.session.getState().deviceId);
});
