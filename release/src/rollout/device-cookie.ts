// The device cookie the manifest is chosen with: a device id this server signed (HMAC with the device-id
// key, @survey/contract/device-id), read from the request, or minted (and set) so a fresh browser's
// first load is already sticky. A cookie that is missing, unsigned, altered or signed with another key
// is replaced by a fresh signed one: a browser cannot pick its own id (nor its canary bucket), and the
// API counts health beacons only for signed ids. Not HttpOnly: the shell adopts its id as the session's
// device id and sends the signed value with its beacons (shared/src/session/device-id.ts).
import { newSignedDeviceId, verifyDeviceId } from '@survey/contract/device-id';
import { ROLLOUT } from '@survey/shared/platform-contract';

/** Two years, in seconds. */
export const DEVICE_COOKIE_MAX_AGE = 63072000;

/**
 * One cookie's value from a Cookie header, or undefined. The values read here (a device id, a
 * preview token) have strict formats checked afterwards, so no decoding is needed: a small parse
 * rather than a dependency.
 */
export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name)
      return part
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

export interface RequestDevice {
  /** The device id (40 lowercase hex) inside the signed cookie. */
  deviceId: string;
  /** The Set-Cookie value when the id was minted for this request, else null. */
  setCookie: string | null;
}

/**
 * The request's device id when its cookie verifies with `key`, or a new signed one with the cookie that
 * keeps it — `Secure` when the page is served over HTTPS, so it never travels in the clear afterwards.
 */
export function requestDevice(cookieHeader: string | string[] | undefined, key: string, { secure = false } = {}): RequestDevice {
  const given = verifyDeviceId(key, cookieValue(cookieHeader, ROLLOUT.deviceCookie));
  if (given) return { deviceId: given, setCookie: null };
  const value = newSignedDeviceId(key);
  const cookie = `${ROLLOUT.deviceCookie}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; SameSite=Lax`;
  return { deviceId: value.slice(0, value.indexOf('.')), setCookie: secure ? `${cookie}; Secure` : cookie };
}
