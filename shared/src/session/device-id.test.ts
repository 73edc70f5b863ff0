import { browserCookies, createMemoryCookieJar } from './cookie-jar';
import { DEVICE_COOKIE_MAX_AGE, loadDeviceId, signedDeviceId } from './device-id';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore } from './session-store';
import { STORAGE_KEYS } from './storage-keys';

const MINTED = 'a'.repeat(40);
const STORED = 'b'.repeat(40);
const COOKIE_ATTRIBUTES = { path: '/', maxAge: DEVICE_COOKIE_MAX_AGE, sameSite: 'Lax' };

function browser({ stored, cookie }: { stored?: string; cookie?: string } = {}) {
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  if (stored !== undefined) storage.setItem(STORAGE_KEYS.deviceId, stored);
  if (cookie !== undefined) cookies.set('DEVICE_ID', cookie, {});
  return { storage, cookies };
}

test('issue 27: a first visit without a server cookie creates the id, stores it and sets DEVICE_ID for two years on /', () => {
  const { storage, cookies } = browser();
  const id = loadDeviceId(storage, cookies);
  expect(id).toMatch(/^[0-9a-f]{40}$/);
  expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(id);
  expect(cookies.get('DEVICE_ID')).toBe(id);
  expect(cookies.attributes.get('DEVICE_ID')).toEqual(COOKIE_ATTRIBUTES);
});

test('issue 27: with nothing stored, the id the server minted in the cookie becomes the stored id (the canaries it chose stay)', () => {
  const { storage, cookies } = browser({ cookie: MINTED });
  expect(loadDeviceId(storage, cookies)).toBe(MINTED);
  expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(MINTED);
  // Already right: the server's cookie is left as it set it.
  expect(cookies.attributes.get('DEVICE_ID')).toEqual({});
});

test('issue 27: a stored id wins over a different cookie, which is set to it', () => {
  const { storage, cookies } = browser({ stored: STORED, cookie: MINTED });
  expect(loadDeviceId(storage, cookies)).toBe(STORED);
  expect(cookies.get('DEVICE_ID')).toBe(STORED);
  expect(cookies.attributes.get('DEVICE_ID')).toEqual(COOKIE_ATTRIBUTES);
});

test('issue 27: a cookie that is not 40 lowercase hex is not adopted but replaced', () => {
  for (const cookie of ['A'.repeat(40), 'a'.repeat(39), 'not-a-device-id', '']) {
    const { storage, cookies } = browser({ cookie });
    const id = loadDeviceId(storage, cookies);
    expect(id).not.toBe(cookie);
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(cookies.get('DEVICE_ID')).toBe(id);
  }
});

test('issue 27: a corrupt stored id gives way to the cookie’s', () => {
  const { storage, cookies } = browser({ stored: 'garbage', cookie: MINTED });
  expect(loadDeviceId(storage, cookies)).toBe(MINTED);
  expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(MINTED);
});

test('issue 27: in the browser the cookie is written with Max-Age, Path and SameSite', () => {
  const written: string[] = [];
  const setter = jest.spyOn(Document.prototype, 'cookie', 'set');
  setter.mockImplementation((value: string) => {
    written.push(value);
  });
  try {
    const id = loadDeviceId(createMemoryStorage(), browserCookies);
    expect(written).toEqual([`DEVICE_ID=${id}; path=/; sameSite=Lax; max-age=${DEVICE_COOKIE_MAX_AGE}`]);
  } finally {
    setter.mockRestore();
  }
});

test('spec §4 + issue 27: logout empties storage as before, the cookie keeps the device id for the next page', () => {
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const options = { storage, cookies, sessionStorage: createMemoryStorage(), navigate: jest.fn(), reload: jest.fn(), fetchUser: jest.fn() };
  const session = createSessionStore(options);
  const id = session.getState().deviceId;
  expect(cookies.get('DEVICE_ID')).toBe(id);
  session.logout();
  expect(storage.length).toBe(0);
  expect(session.getState().deviceId).toBe(id);
  expect(cookies.get('DEVICE_ID')).toBe(id);
  expect(createSessionStore(options).getState().deviceId).toBe(id);
  expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(id);
});

describe('issue 35: the id the server signed', () => {
  const SIGNED = `${MINTED}.${'S'.repeat(43)}`;

  test('the signed cookie’s id becomes the device id, even over a stored one, and the cookie is left as the server set it', () => {
    const { storage, cookies } = browser({ stored: STORED, cookie: SIGNED });
    expect(loadDeviceId(storage, cookies)).toBe(MINTED);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(MINTED);
    expect(cookies.get('DEVICE_ID')).toBe(SIGNED);
    expect(cookies.attributes.get('DEVICE_ID')).toEqual({});
  });

  test('signedDeviceId is the cookie as the server signed it, for the beacons; an unsigned id is none', () => {
    expect(signedDeviceId(browser({ cookie: SIGNED }).cookies)).toBe(SIGNED);
    for (const cookie of [MINTED, `${MINTED}.`, 'garbage']) expect(signedDeviceId(browser({ cookie }).cookies)).toBeNull();
    expect(signedDeviceId(browser().cookies)).toBeNull();
  });
});
