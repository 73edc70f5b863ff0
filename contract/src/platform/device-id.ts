// Device ids the server issues and signs, and a device's canary bucket: one implementation for the
// site server and the registry origin (which mint the DEVICE_ID cookie and choose each request's
// manifest) and for the API (which counts a beacon only for a signed id, and a canary's only from its
// bucket). Node only (`@survey/contract/device-id`): the browser never signs nor buckets.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNED_DEVICE_ID_PATTERN } from './post-beacon';

const SIGNED = new RegExp(SIGNED_DEVICE_ID_PATTERN);

// The purpose is hashed in, so a key shared with another use can never make a valid device id.
const mac = (key: string, id: string) => createHmac('sha256', key).update(`device-id:${id}`).digest('base64url');

/** `<id>.<base64url HMAC-SHA256(key, "device-id:" + id)>`: the DEVICE_ID cookie's value and the beacon's deviceId. */
export function signDeviceId(key: string, id: string): string {
  return `${id}.${mac(key, id)}`;
}

/** A new device id (40 random hex, the spec's format), signed. */
export function newSignedDeviceId(key: string): string {
  return signDeviceId(key, randomBytes(20).toString('hex'));
}

/** The device id inside a signed value, or null when it is malformed or was not signed with `key`. */
export function verifyDeviceId(key: string, value: string | null | undefined): string | null {
  const match = value ? SIGNED.exec(value) : null;
  if (!match) return null;
  const [, id, given] = match;
  const expected = Buffer.from(mac(key, id));
  const got = Buffer.from(given);
  return got.length === expected.length && timingSafeEqual(got, expected) ? id : null;
}

/**
 * A device's position for one area, in [0, 100): the first 4 bytes of sha256(`deviceId:area`) as
 * an unsigned 32-bit number, scaled. Hashing the area in makes each area's canary pick its own
 * devices, so one unlucky device is not in every canary at once.
 */
export function deviceBucket(deviceId: string, area: string): number {
  const digest = createHash('sha256').update(`${deviceId}:${area}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/** Whether this device runs the area's canary: sticky, and a raised percent keeps earlier devices in. */
export function inCanary(deviceId: string, area: string, percent: number): boolean {
  return deviceBucket(deviceId, area) < percent;
}
