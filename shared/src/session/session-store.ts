// The session (spec sections 3 and 4): tokens in cookies, user and topic context in
// localStorage, one immutable state object so React reads it with useSyncExternalStore.
import {
  signedOutPath,
  type LoginMethod,
  type SessionSignIn,
  type RouteDef,
  type SessionService,
  type SessionState,
  type TokenSet,
  type TopicContext,
  type TopicUserInfo,
  type UserInfo,
} from '../platform-contract';
import { browserCookies, type CookieAttributes, type CookieJar } from './cookie-jar';
import { loadDeviceId } from './device-id';
import { createMemoryStorage } from './memory-storage';
import { COOKIE_KEYS, COOKIE_LIFETIME_DAYS, HAS_NEW_MESSAGE, MONEY_MAKING_STATUS, STORAGE_KEYS } from './storage-keys';

export interface SessionStoreOptions {
  cookies?: CookieJar;
  storage?: Storage;
  /** Where the new-message flag lives: logout clears it, a signed-out member has no inbox. */
  sessionStorage?: Storage;
  /** Marks the cookies Secure; defaults to whether the page is on https. */
  secure?: boolean;
  /** The site's route table: logout goes where the signed-out rule says (signedOutPath). */
  routes?: readonly RouteDef[];
  navigate(to: string): void;
  reload(): void;
  fetchUser(): Promise<UserInfo>;
}

export const EMPTY_TOPIC: TopicContext = Object.freeze({ taskId: null, taskHashId: null, role: null });

export function createSessionStore(options: SessionStoreOptions): SessionService {
  const cookies = options.cookies ?? browserCookies;
  const storage = options.storage ?? defaultStorage('localStorage');
  const tabStorage = options.sessionStorage ?? defaultStorage('sessionStorage');
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const cookieAttributes: CookieAttributes = { expires: COOKIE_LIFETIME_DAYS, path: '/', sameSite: 'Lax', secure };
  const listeners = new Set<() => void>();

  let state: SessionState = {
    ...readCookieTokens(),
    user: readJson<UserInfo>(STORAGE_KEYS.user),
    userReadAt: null,
    topicUser: readJson<TopicUserInfo>(STORAGE_KEYS.topicUser),
    topic: { ...EMPTY_TOPIC, ...readJson<TopicContext>(STORAGE_KEYS.topic) },
    deviceId: loadDeviceId(storage, cookies),
  };

  function readCookieTokens(): Pick<SessionState, 'token' | 'refreshToken' | 'expired'> {
    const expired = Number(cookies.get(COOKIE_KEYS.expired));
    return {
      token: cookies.get(COOKIE_KEYS.token) || null,
      refreshToken: cookies.get(COOKIE_KEYS.refreshToken) || null,
      expired: Number.isFinite(expired) && expired > 0 ? expired : null,
    };
  }

  function readJson<T>(key: string): T | null {
    const raw = storage.getItem(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null; // A corrupt entry is as good as none.
    }
  }

  function writeJson(key: string, value: unknown): void {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  }

  function update(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function writeTokens(tokens: TokenSet): Pick<SessionState, 'token' | 'refreshToken' | 'expired'> {
    cookies.set(COOKIE_KEYS.token, tokens.token, cookieAttributes);
    cookies.set(COOKIE_KEYS.refreshToken, tokens.refreshToken ?? '', cookieAttributes);
    cookies.set(COOKIE_KEYS.expired, String(tokens.expired), cookieAttributes);
    return { token: tokens.token, refreshToken: tokens.refreshToken ?? null, expired: tokens.expired ?? null };
  }

  function removeTokens(): void {
    for (const name of Object.values(COOKIE_KEYS)) cookies.remove(name, { path: '/' });
  }

  function setTopic(topic: TopicContext): TopicContext {
    const isEmpty = topic.taskId === null && topic.taskHashId === null && topic.role === null;
    writeJson(STORAGE_KEYS.topic, isEmpty ? null : topic);
    return isEmpty ? EMPTY_TOPIC : topic;
  }

  /** The member's read on its way, if one is (refreshUser). */
  let reading: Promise<UserInfo> | null = null;

  const service: SessionService = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoggedIn: () => !!state.token,

    login(result: SessionSignIn, how: { method: LoginMethod; taskHashId?: string }) {
      const patch: Partial<SessionState> = writeTokens(result);
      if (result.user) {
        writeJson(STORAGE_KEYS.user, result.user);
        patch.user = result.user;
        patch.userReadAt = Date.now();
      }
      if (result.topicUser) {
        writeJson(STORAGE_KEYS.topicUser, result.topicUser);
        patch.topicUser = result.topicUser;
      }
      // Only the discussion-group login (password + task hash) belongs to a group; any other
      // sign-in must forget the group, or a later 401 would send the member to its login.
      patch.topic =
        how.method === 'password' && how.taskHashId
          ? setTopic({
              taskId: result.taskId ?? (state.topic.taskHashId === how.taskHashId ? state.topic.taskId : null),
              taskHashId: how.taskHashId,
              role: result.role ?? (state.topic.taskHashId === how.taskHashId ? state.topic.role : null),
            })
          : setTopic(EMPTY_TOPIC);
      update(patch);
    },

    setTokens(tokens) {
      update(writeTokens(tokens));
    },

    setUser(user) {
      writeJson(STORAGE_KEYS.user, user);
      update({ user, userReadAt: Date.now() });
    },

    setTopicUser(topicUser) {
      writeJson(STORAGE_KEYS.topicUser, topicUser);
      update({ topicUser });
    },

    clearToken() {
      removeTokens();
      if (state.token === null && state.refreshToken === null && state.expired === null) return;
      update({ token: null, refreshToken: null, expired: null });
    },

    syncTokens() {
      const stored = readCookieTokens();
      if (stored.token === state.token && stored.refreshToken === state.refreshToken && stored.expired === state.expired) return;
      update(stored);
    },

    logout(from) {
      // Asked before the group context below is forgotten: a group page leads to the group's login.
      const to = signedOutPath(options.routes ?? [], state, from);
      removeTokens();
      // Everything local belongs to the member except the money-making flag (spec section 4).
      const keep = storage.getItem(MONEY_MAKING_STATUS);
      storage.clear();
      if (keep !== null) storage.setItem(MONEY_MAKING_STATUS, keep);
      tabStorage.removeItem(HAS_NEW_MESSAGE);
      update({ token: null, refreshToken: null, expired: null, user: null, userReadAt: null, topicUser: null, topic: EMPTY_TOPIC });
      options.navigate(to);
    },

    async refreshUser(refreshOptions = {}) {
      try {
        // One read at a time: a screen that asks while the shell's read is on its way shares it.
        const user = await (reading ??= options.fetchUser().finally(() => (reading = null)));
        writeJson(STORAGE_KEYS.user, user);
        // Another tab (or the refresh call) may have rewritten the cookies meanwhile.
        update({ user, userReadAt: Date.now(), ...readCookieTokens() });
        return user;
      } catch {
        if (refreshOptions.duringNavigation) {
          service.logout();
          options.reload();
        }
        return null;
      }
    },
  };
  return service;
}

function defaultStorage(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    if (typeof window !== 'undefined' && window[name]) return window[name];
  } catch {
    /* storage disabled (privacy mode): fall back to memory */
  }
  return createMemoryStorage();
}

export { defaultStorage };
