// A real-behaving Platform for area tests: the production client, session and notifier on an
// in-memory API, cookie jar and storages, with navigations and reloads recorded.
import { getAccount, postTokenRefresh } from '@survey/contract';
import type { Message, Platform, RouteDef, SiteConfig, TopicContext, UserInfo } from '../platform-contract';
import { createPlatform } from '../platform/create-platform';
import { COOKIE_KEYS, createMemoryCookieJar, createMemoryStorage, STORAGE_KEYS } from '../session';
import { theme } from '../ui/theme';
import { TEST_ACCOUNT } from './default-account';
import { TEST_SITE, TEST_USER } from './default-site';
import { createTestServer, type TestServer } from './test-server';

export interface TestPlatformOptions {
  /** true: the default member; an object: the default member with these fields. */
  loggedIn?: boolean | Partial<UserInfo>;
  topic?: Partial<TopicContext>;
  site?: Partial<SiteConfig>;
  demo?: boolean;
  userAgent?: string;
  /** The site's route table, for where logout and a 401 lead (none: the sign-in page). */
  routes?: readonly RouteDef[];
}

export type TestPlatform = Platform & {
  server: TestServer;
  /** Every path passed to navigate (including 401 and logout redirects), in order. */
  navigations: string[];
  /** The messages visible right now. */
  messages: () => Message[];
  /** How many times the page would have reloaded. */
  readonly reloads: number;
  cookies: ReturnType<typeof createMemoryCookieJar>;
  storage: Storage;
  sessionStorage: Storage;
};

export const TEST_TOKEN = 'test-token';
export const TEST_REFRESH_TOKEN = 'test-refresh-token';
const DAY_MS = 24 * 60 * 60 * 1000;

export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const server = createTestServer();
  const cookies = createMemoryCookieJar();
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const navigations: string[] = [];
  let reloads = 0;

  const user: UserInfo = { ...TEST_USER, ...(typeof options.loggedIn === 'object' ? options.loggedIn : {}) };
  if (options.loggedIn) {
    // Far from expiry, so tests don't trigger a refresh unless they set one up.
    const attributes = { expires: 14, path: '/', sameSite: 'Lax' as const, secure: false };
    cookies.set(COOKIE_KEYS.token, TEST_TOKEN, attributes);
    cookies.set(COOKIE_KEYS.refreshToken, TEST_REFRESH_TOKEN, attributes);
    cookies.set(COOKIE_KEYS.expired, String(Date.now() + DAY_MS), attributes);
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  if (options.topic) {
    storage.setItem(STORAGE_KEYS.topic, JSON.stringify({ taskId: null, taskHashId: null, role: null, ...options.topic }));
  }

  // Defaults first: a test's own respond() for the same path wins.
  server.respond(getAccount, () => ({ ...TEST_ACCOUNT, ...user }));
  server.respond(postTokenRefresh, () => ({
    token: `${TEST_TOKEN}-refreshed`,
    refreshToken: `${TEST_REFRESH_TOKEN}-refreshed`,
    expired: Date.now() + DAY_MS,
  }));

  const platform = createPlatform({
    site: { ...TEST_SITE, ...options.site },
    theme,
    routes: options.routes,
    navigate: (to) => {
      navigations.push(to);
    },
    reload: () => {
      reloads += 1;
    },
    demo: options.demo ?? false,
    adapter: server.adapter,
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) jest',
    cookies,
    storage,
    sessionStorage,
  });

  return {
    ...platform,
    server,
    navigations,
    messages: () => platform.notify.getMessages(),
    get reloads() {
      return reloads;
    },
    cookies,
    storage,
    sessionStorage,
  };
}
