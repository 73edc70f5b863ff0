// The device id (spec section 3): a sha1 hex generated once per browser and kept in storage,
// mirrored in the DEVICE_ID cookie so the server picks the same canary bucket for every request
// of this browser (docs/releases.md, "Signed device ids"). Where the site server or the registry
// origin serves the page, the cookie holds the id it issued and signed (`<id>.<signature>`): that id
// is the device's, and the cookie is never rewritten (a rewritten one would be refused and replaced).
import { sha1 } from 'js-sha1';
import { ROLLOUT } from '../platform-contract';
import type { CookieJar } from './cookie-jar';
import { STORAGE_KEYS } from './storage-keys';

/** Two years, as the server sets it on a first visit. */
export const DEVICE_COOKIE_MAX_AGE = 63072000;

const isDeviceId = (value: string | null | undefined): value is string => Boolean(value && /^[0-9a-f]{40}$/.test(value));
/** The server's form; the signature is the server's to check. */
const SIGNED = /^([0-9a-f]{40})\.[\w-]+$/;

export function generateDeviceId(random: () => number = Math.random, now: () => number = Date.now): string {
  return sha1(`${random()}-${now()}-${random()}`);
}

/** The DEVICE_ID cookie when the server issued it signed, else null: what a health beacon carries. */
export function signedDeviceId(cookies: CookieJar): string | null {
  const cookie = cookies.get(ROLLOUT.deviceCookie);
  return cookie && SIGNED.test(cookie) ? cookie : null;
}

/**
 * The id the server signed into the cookie (it chose this page's canaries with it), stored; else the
 * stored id, or the cookie's, or a new one, stored. With `cookies` and no signed cookie, the DEVICE_ID
 * cookie is then made equal to it.
 */
export function loadDeviceId(storage: Storage, cookies?: CookieJar): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  const cookie = cookies?.get(ROLLOUT.deviceCookie);
  const signed = cookie ? SIGNED.exec(cookie)?.[1] : undefined;
  const id = signed ?? (isDeviceId(stored) ? stored : isDeviceId(cookie) ? cookie : generateDeviceId());
  if (stored !== id) storage.setItem(STORAGE_KEYS.deviceId, id);
  if (cookies && !signed && cookie !== id) {
    cookies.set(ROLLOUT.deviceCookie, id, { path: '/', maxAge: DEVICE_COOKIE_MAX_AGE, sameSite: 'Lax' });
  }
  return id;
}
