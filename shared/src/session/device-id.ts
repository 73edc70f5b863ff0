// The device id (spec section 3): a sha1 hex generated once per browser and kept in storage,
// mirrored in the DEVICE_ID cookie so the server picks the same canary bucket for every request
// of this browser (docs/releases.md, "Canary and preview per request").
import { sha1 } from 'js-sha1';
import { ROLLOUT } from '../platform-contract';
import type { CookieJar } from './cookie-jar';
import { STORAGE_KEYS } from './storage-keys';

/** Two years, as the server sets it on a first visit. */
export const DEVICE_COOKIE_MAX_AGE = 63072000;

const isDeviceId = (value: string | null | undefined): value is string => Boolean(value && /^[0-9a-f]{40}$/.test(value));

export function generateDeviceId(random: () => number = Math.random, now: () => number = Date.now): string {
  return sha1(`${random()}-${now()}-${random()}`);
}

/**
 * Reads the stored id; without one, takes the cookie's (minted by the server on this browser's
 * first page, which already chose its canaries with it) or creates one, and stores it. With
 * `cookies`, the DEVICE_ID cookie is then made equal to it.
 */
export function loadDeviceId(storage: Storage, cookies?: CookieJar): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  const cookie = cookies?.get(ROLLOUT.deviceCookie);
  const id = isDeviceId(stored) ? stored : isDeviceId(cookie) ? cookie : generateDeviceId();
  if (stored !== id) storage.setItem(STORAGE_KEYS.deviceId, id);
  if (cookies && cookie !== id) {
    cookies.set(ROLLOUT.deviceCookie, id, { path: '/', maxAge: DEVICE_COOKIE_MAX_AGE, sameSite: 'Lax' });
  }
  return id;
}
