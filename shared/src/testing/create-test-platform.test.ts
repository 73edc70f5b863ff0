import { PLATFORM_API_VERSION } from '../platform-contract';
import { getGoldRecords, getNotice, getNoticesUnread, postMessagesRead, postPasswordLogin } from '@survey/contract';
import { createTestPlatform, reply, TEST_SITE, TEST_USER, uncheckedCall } from './index';

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

const notice = (id: number, title: string) => ({ id, title, content: '', createdAt: 0 });
const goldPage = (page: number) => ({ balance: 5, list: [], total: 0, page, size: 10 });
const loginResult = { token: 'x', refreshToken: 'y', expired: 1, user: TEST_USER };

test('server: answers a contract call by method and path; later routes win; a static path is never a placeholder', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(getNoticesUnread, []);
  p.server.respond(getNotice, (req) => notice(req.pathParams.id, `公告 ${req.pathParams.id}`));
  p.server.respond(getNotice, notice(9, '第九条'), { pathParams: { id: 9 } });
  p.server.respond(postMessagesRead, (req) => (req.body.id === 1 ? null : reply(null, { code: 1001 })));
  // @ts-expect-error -- an answer must be the call's response: a notice has a title, content and createdAt
  p.server.respond(getNotice, { id: 1 }, { pathParams: { id: 1 } });
  await expect(p.http.get('/v1/notices/3')).resolves.toEqual(notice(3, '公告 3'));
  await expect(p.http.get('/v1/notices/9')).resolves.toEqual(notice(9, '第九条'));
  await expect(p.http.get('/v1/notices/unread')).resolves.toEqual([]);
  await expect(p.http.post('/v1/messages/read', { id: 1 })).resolves.toBeNull();
  expect(p.server.calls.map(({ method, path, params, body }) => ({ method, path, params, body }))).toEqual([
    { method: 'GET', path: '/v1/notices/3', params: {}, body: undefined },
    { method: 'GET', path: '/v1/notices/9', params: {}, body: undefined },
    { method: 'GET', path: '/v1/notices/unread', params: {}, body: undefined },
    { method: 'POST', path: '/v1/messages/read', params: {}, body: { id: 1 } },
  ]);
  expect(p.server.callsTo(getNotice)).toHaveLength(2);
  expect(p.server.callsTo(getNotice, { id: 9 }).map((call) => call.pathParams)).toEqual([{ id: 9 }]);
});

test('server: the query and path params a handler reads are coerced as the API does', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(getGoldRecords, (req) => goldPage(req.params.page ?? 1));
  await expect(p.http.get('/v1/points?page=2')).resolves.toMatchObject({ page: 2 });
  expect(p.server.callsTo(getGoldRecords)[0].params).toEqual({ page: 2 });
});

test('server: uncheckedCall answers a path no contract call declares, and refuses one it declares', async () => {
  const p = createTestPlatform({ loggedIn: true });
  expect(() => uncheckedCall('GET', '/v1/notices/3')).toThrow('the contract declares it');
  p.server.respond(uncheckedCall('GET', '/v1/elsewhere'), 'anything');
  await expect(p.http.get('/v1/elsewhere')).resolves.toBe('anything');
});

test('server: a handler can choose the code and status of one answer with reply()', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(postPasswordLogin, (req) =>
    req.body.password === 'right' ? loginResult : reply(null, { code: 3002, message: '密码错误' }),
  );
  await expect(p.http.post('/auth/password/login', { password: 'wrong' })).rejects.toMatchObject({ code: 3002 });
  expect(p.messages().map((m) => m.text)).toEqual(['密码错误']);
  await expect(p.http.post('/auth/password/login', { password: 'right' })).resolves.toEqual(loginResult);
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
  p.server.respond(getGoldRecords, goldPage(1)).delay(getGoldRecords, 1000);
  let done = false;
  const pending = p.http.get('/v1/points').then((value) => {
    done = true;
    return value;
  });
  await jest.advanceTimersByTimeAsync(999);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await expect(pending).resolves.toEqual(goldPage(1));
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
