import { createHash } from 'node:crypto';

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
