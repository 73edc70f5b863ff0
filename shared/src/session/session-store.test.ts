import type { UserInfo } from '../platform-contract';
import { TEST_ROUTES } from '../testing/test-routes';
import { createMemoryCookieJar } from './cookie-jar';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore, type SessionStoreOptions } from './session-store';
import { MONEY_MAKING_STATUS, STORAGE_KEYS } from './storage-keys';

const USER: UserInfo = { id: 1, nickname: '小明', avatar: '', memberCode: 'M1', mobile: '138', bbsRole: 0 };
const TOKENS = { token: 'tok', refreshToken: 'rtok', expired: 1_900_000_000_000 };
/** Every sign-in call answers with the tokens and the user. */
const SIGNED_IN = { ...TOKENS, user: USER };

function setup(overrides: Partial<SessionStoreOptions> = {}) {
  const cookies = createMemoryCookieJar();
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const navigate = jest.fn();
  const reload = jest.fn();
  const fetchUser = jest.fn(async () => USER);
  const options = { cookies, storage, sessionStorage, navigate, reload, fetchUser, ...overrides };
  const session = createSessionStore(options);
  return { session, cookies, storage, sessionStorage, navigate, reload, fetchUser, options };
}

describe('cookies (spec §3, §9)', () => {
  test('spec §3/§9: tokens go to cookies TOKEN, RTOKEN, EXPRIED for 14 days, path /, SameSite Lax', () => {
    const { session, cookies } = setup({ secure: false });
    session.setTokens(TOKENS);
    expect(cookies.get('TOKEN')).toBe('tok');
    expect(cookies.get('RTOKEN')).toBe('rtok');
    expect(cookies.get('EXPRIED')).toBe(String(TOKENS.expired));
    for (const name of ['TOKEN', 'RTOKEN', 'EXPRIED']) {
      expect(cookies.attributes.get(name)).toEqual({ expires: 14, path: '/', sameSite: 'Lax', secure: false });
    }
  });

  test('security: cookies are Secure on https', () => {
    const { session, cookies } = setup({ secure: true });
    session.setTokens(TOKENS);
    expect(cookies.attributes.get('TOKEN')).toMatchObject({ secure: true });
  });

  test('spec §3: the real js-cookie jar writes and reads document.cookie', () => {
    const session = createSessionStore({
      storage: createMemoryStorage(),
      navigate: jest.fn(),
      reload: jest.fn(),
      fetchUser: jest.fn(),
    });
    session.setTokens(TOKENS);
    expect(document.cookie).toContain('TOKEN=tok');
    expect(document.cookie).toContain('EXPRIED=1900000000000');
    const again = createSessionStore({ storage: createMemoryStorage(), navigate: jest.fn(), reload: jest.fn(), fetchUser: jest.fn() });
    expect(again.getState()).toMatchObject(TOKENS);
    again.clearToken();
    expect(document.cookie).not.toContain('TOKEN=');
  });

  test('spec §4: logged in exactly when a token is stored; state is read back on start', () => {
    const first = setup();
    expect(first.session.isLoggedIn()).toBe(false);
    first.session.setTokens(TOKENS);
    expect(first.session.isLoggedIn()).toBe(true);
    const second = createSessionStore({ ...first.options });
    expect(second.getState()).toMatchObject(TOKENS);
    second.clearToken();
    expect(second.isLoggedIn()).toBe(false);
    expect(first.cookies.get('TOKEN')).toBeUndefined();
  });
});

describe('login topic-context rules (spec §4)', () => {
  test('spec §4: password login with a task hash keeps/sets the topic context', () => {
    const { session, storage } = setup();
    session.login({ ...SIGNED_IN, taskId: 12, role: 2 }, { method: 'password', taskHashId: 'h4sh' });
    expect(session.getState().topic).toEqual({ taskId: 12, taskHashId: 'h4sh', role: 2 });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.topic)!)).toEqual({ taskId: 12, taskHashId: 'h4sh', role: 2 });
    expect(session.getState().user).toEqual(USER);
    // A second group login of the same group without task details keeps what is known.
    session.login(SIGNED_IN, { method: 'password', taskHashId: 'h4sh' });
    expect(session.getState().topic).toEqual({ taskId: 12, taskHashId: 'h4sh', role: 2 });
  });

  test.each(['sms', 'qrcode', 'sns', 'register', 'invite'] as const)('spec §4: %s login clears the topic context', (method) => {
    const { session, storage } = setup();
    session.login({ ...SIGNED_IN, taskId: 12, role: 2 }, { method: 'password', taskHashId: 'h4sh' });
    session.login(SIGNED_IN, { method, taskHashId: 'h4sh' });
    expect(session.getState().topic).toEqual({ taskId: null, taskHashId: null, role: null });
    expect(storage.getItem(STORAGE_KEYS.topic)).toBeNull();
  });

  test('spec §4: password login without a task hash clears the topic context', () => {
    const { session } = setup();
    session.login({ ...SIGNED_IN, taskId: 12, role: 2 }, { method: 'password', taskHashId: 'h4sh' });
    session.login(SIGNED_IN, { method: 'password' });
    expect(session.getState().topic.taskHashId).toBeNull();
  });

  test('spec §3: login stores the topic user info', () => {
    const { session, storage } = setup();
    const topicUser = { name: '主持人', avatar: '', role: 1, memberId: 9 };
    session.login({ ...SIGNED_IN, topicUser }, { method: 'password', taskHashId: 'x' });
    expect(session.getState().topicUser).toEqual(topicUser);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.topicUser)!)).toEqual(topicUser);
  });
});

describe('logout (spec §4)', () => {
  test('spec §4: logout clears local storage except the money-making flag, empties token and user, goes to /login', () => {
    const { session, storage, sessionStorage, cookies, navigate } = setup();
    session.login({ ...SIGNED_IN, taskId: 1, role: 1 }, { method: 'password', taskHashId: 'h' });
    storage.setItem(MONEY_MAKING_STATUS, '1');
    storage.setItem('INVITE_PROMO_CLOSED_1', 'true');
    sessionStorage.setItem('HAS_NEW_MESSAGE', '1');
    session.logout();
    expect(storage.length).toBe(1);
    expect(storage.getItem(MONEY_MAKING_STATUS)).toBe('1');
    expect(cookies.get('TOKEN')).toBeUndefined();
    expect(cookies.get('RTOKEN')).toBeUndefined();
    expect(cookies.get('EXPRIED')).toBeUndefined();
    expect(session.getState()).toMatchObject({ token: null, refreshToken: null, expired: null, user: null, topicUser: null });
    expect(session.getState().topic).toEqual({ taskId: null, taskHashId: null, role: null });
    expect(sessionStorage.getItem('HAS_NEW_MESSAGE')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  test('logout follows the signed-out rule: the sign-in page without a way back, a group page’s group login', () => {
    const { session, navigate } = setup({ routes: TEST_ROUTES });
    session.login({ ...SIGNED_IN, taskId: 1, role: 2 }, { method: 'password', taskHashId: 'qz8Kd1' });
    // the group known before logout forgets it
    session.logout('/bbs/qz8Kd1/topic');
    expect(navigate).toHaveBeenLastCalledWith('/bbs/qz8Kd1');
    session.login({ ...SIGNED_IN, taskId: 1, role: 2 }, { method: 'password', taskHashId: 'qz8Kd1' });
    session.logout();
    expect(navigate).toHaveBeenLastCalledWith('/login');
    session.login(SIGNED_IN, { method: 'sms' });
    session.logout('/task/7');
    expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Ftask%2F7');
  });

  test('spec §4: logout without a money-making flag leaves local storage empty', () => {
    const { session, storage } = setup();
    session.setUser(USER);
    session.logout();
    expect(storage.length).toBe(0);
  });
});

describe('device id (spec §3)', () => {
  test('spec §3: the device id is a sha1 hex generated once and stored', () => {
    const { session, storage, options } = setup();
    const id = session.getState().deviceId;
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(id);
    expect(createSessionStore(options).getState().deviceId).toBe(id);
    // Another browser gets another id.
    expect(setup().session.getState().deviceId).not.toBe(id);
  });
});

describe('refreshUser (spec §4)', () => {
  test('spec §4: fetches the user, stores it and reloads the cookie token into the store', async () => {
    const { session, cookies, storage } = setup();
    session.setTokens(TOKENS);
    cookies.set('TOKEN', 'rotated-elsewhere', {});
    await expect(session.refreshUser()).resolves.toEqual(USER);
    expect(session.getState().user).toEqual(USER);
    expect(session.getState().token).toBe('rotated-elsewhere');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!)).toEqual(USER);
  });

  test('spec §4: a failure during navigation logs out and reloads the page', async () => {
    const { session, navigate, reload } = setup({ fetchUser: jest.fn().mockRejectedValue(new Error('x')) });
    session.setTokens(TOKENS);
    await expect(session.refreshUser({ duringNavigation: true })).resolves.toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('spec §4: a failure outside navigation keeps the session', async () => {
    const { session, reload } = setup({ fetchUser: jest.fn().mockRejectedValue(new Error('x')) });
    session.setTokens(TOKENS);
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.isLoggedIn()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  test('a read asked while another is on its way shares it; the next one reads again', async () => {
    let answer!: (user: UserInfo) => void;
    const fetchUser = jest.fn(() => new Promise<UserInfo>((resolve) => (answer = resolve)));
    const { session } = setup({ fetchUser });
    session.setTokens(TOKENS);
    const shell = session.refreshUser({ duringNavigation: true });
    const screen = session.refreshUser();
    answer(USER);
    await expect(Promise.all([shell, screen])).resolves.toEqual([USER, USER]);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    const later = session.refreshUser();
    answer({ ...USER, nickname: '小红' });
    await expect(later).resolves.toEqual({ ...USER, nickname: '小红' });
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });
});

test('subscribe: getState keeps its identity until a change, listeners fire on change', () => {
  const { session } = setup();
  const listener = jest.fn();
  const unsubscribe = session.subscribe(listener);
  const before = session.getState();
  expect(session.getState()).toBe(before);
  session.setUser(USER);
  expect(session.getState()).not.toBe(before);
  expect(listener).toHaveBeenCalledTimes(1);
  session.clearToken(); // nothing to clear: no change, no render
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
  session.setUser(null);
  expect(listener).toHaveBeenCalledTimes(1);
});

test('a corrupt stored user reads as none', () => {
  const storage = createMemoryStorage({ [STORAGE_KEYS.user]: '{not json' });
  const { session } = setup({ storage });
  expect(session.getState().user).toBeNull();
});
