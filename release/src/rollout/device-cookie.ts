// The device cookie the manifest is chosen with: read from the request, or minted (and set) so a
// fresh browser's first load is already sticky. Not HttpOnly: the shell keeps it equal to the
// device id in localStorage (shared/src/session/device-id.ts).
import crypto from 'node:crypto';
import { ROLLOUT } from '@survey/shared/platform-contract';

/** Two years, in seconds. */
export const DEVICE_COOKIE_MAX_AGE = 63072000;
const DEVICE_ID = /^[0-9a-f]{40}$/;

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
  deviceId: string;
  /** The Set-Cookie value when the id was minted for this request, else null. */
  setCookie: string | null;
}

/**
 * The request's device id (40 lowercase hex), or a new one with the cookie that keeps it —
 * `Secure` when the page is served over HTTPS, so it never travels in the clear afterwards.
 */
export function requestDevice(cookieHeader: string | string[] | undefined, { secure = false } = {}): RequestDevice {
  const given = cookieValue(cookieHeader, ROLLOUT.deviceCookie);
  if (given && DEVICE_ID.test(given)) return { deviceId: given, setCookie: null };
  const deviceId = crypto.randomBytes(20).toString('hex');
  const cookie = `${ROLLOUT.deviceCookie}=${deviceId}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; SameSite=Lax`;
  return { deviceId, setCookie: secure ? `${cookie}; Secure` : cookie };
}
