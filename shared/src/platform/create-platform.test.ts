import { createTestServer, TEST_ACCOUNT, TEST_ROUTES } from '../testing';
import { theme } from '../ui/theme';
import { TEST_SITE } from '../testing/default-site';
import { createMemoryCookieJar, createMemoryStorage } from '../session';
import { PLATFORM_API_VERSION } from '../platform-contract';
import { createPlatform } from './index';
import { getAccount, getCredit } from '@survey/contract';

function build() {
  const server = createTestServer();
  const navigate = jest.fn();
  const reload = jest.fn();
  const platform = createPlatform({
    site: TEST_SITE,
    theme,
    navigate,
    reload,
    demo: true,
    adapter: server.adapter,
    userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    cookies: createMemoryCookieJar(),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    routes: TEST_ROUTES,
  });
  return { server, navigate, reload, platform };
}

test('createPlatform wires version, env, site and theme', () => {
  const { platform } = build();
  expect(platform.apiVersion).toBe(PLATFORM_API_VERSION);
  expect(platform.env).toEqual({ demo: true, deviceType: 1, isMobile: true });
  expect(platform.site).toBe(TEST_SITE);
  expect(platform.theme).toBe(theme);
  expect(Object.isFrozen(platform)).toBe(true);
});

test('spec §4: refreshUser fetches GET /v1/users/account through the platform client', async () => {
  const { platform, server } = build();
  platform.session.setTokens({ token: 't', refreshToken: 'r', expired: Date.now() + 3_600_000 });
  server.respond(getAccount, { ...TEST_ACCOUNT, id: 7, nickname: '七', memberCode: 'M7' });
  await expect(platform.session.refreshUser()).resolves.toMatchObject({ id: 7 });
  expect(server.calls[0].headers.Authorization).toBe('Bearer t');
  expect(server.calls[0].headers['device-type']).toBe('1');
});

test('spec §4: a 401 navigates (replacing history) where the route table’s sign-in page is, the page as the way back', async () => {
  window.history.replaceState(null, '', '/task/7');
  const { platform, server, navigate } = build();
  platform.session.setTokens({ token: 't', refreshToken: 'r', expired: Date.now() + 3_600_000 });
  server.fail(getCredit, { code: 401 });
  await expect(platform.http.get('/v1/users/credit')).rejects.toBeDefined();
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Ftask%2F7', { replace: true });
  window.history.replaceState(null, '', '/');
});

test('spec §4: a user fetch failing during navigation logs out and reloads', async () => {
  const { platform, server, navigate, reload } = build();
  platform.session.setTokens({ token: 't', refreshToken: 'r', expired: Date.now() + 3_600_000 });
  server.fail(getAccount, { code: 1060 });
  await expect(platform.session.refreshUser({ duringNavigation: true })).resolves.toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login', undefined);
  expect(reload).toHaveBeenCalledTimes(1);
});
