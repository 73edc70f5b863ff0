// The health events browsers report (POST /v1/platform/beacon): stored without the device id or the
// client address, kept 30 days. A beacon counts only for a device id the server signed.
import { createHash, createHmac } from 'node:crypto';
import type { HealthEvent } from '@survey/contract';
import { deviceBucket, verifyDeviceId } from '@survey/contract/device-id';
import type { Db } from '../db';

/** How long events are kept; GET /v1/platform/health looks no further back. */
export const HEALTH_RETENTION_MS = 30 * 86_400_000;

/** What the API keeps of a signed device id and the client address: none of it gives either back. */
export interface Reporter {
  /** The verified device id (40 hex), kept in memory only: its canary bucket per area is stored. */
  deviceId: string;
  /** SHA-256 of the id (hex): what the per-device beacon rate limit counts. */
  limitKey: string;
  /** First 2 bytes of that digest mod 100: tells a few devices from many, and no more. */
  deviceHash: number;
  /** 16 hex of HMAC(key, address): the distinct addresses the auto-rollback rule counts. */
  address: string;
}

/** The reporter of a beacon, or null when its device id was not signed with `key` (then nothing counts). */
export function reporter(key: string, signedDeviceId: string, clientAddress: string): Reporter | null {
  const deviceId = verifyDeviceId(key, signedDeviceId);
  if (!deviceId) return null;
  const digest = createHash('sha256').update(deviceId).digest();
  // Keyed, so the small IPv4 space cannot be hashed through to find an address.
  const address = createHmac('sha256', key).update(`health-address:${clientAddress}`).digest('hex').slice(0, 16);
  return { deviceId, limitKey: digest.toString('hex'), deviceHash: digest.readUInt16BE(0) % 100, address };
}

/** Stores a beacon's events in one statement, at the API's clock; answers how many. */
export async function recordHealthEvents(db: Db, now: number, from: Reporter, events: readonly HealthEvent[]): Promise<number> {
  const at = new Date(now).toISOString();
  await db.sql
    .insertInto('area_health_events')
    .values(
      events.map((e) => ({
        at,
        area: e.area,
        version: e.version,
        kind: e.kind,
        ok: e.kind === 'load' ? e.ok : null,
        reason: e.kind === 'load' && !e.ok ? (e.reason ?? 'other') : null,
        name: e.kind === 'vital' ? e.name : null,
        value: e.kind === 'vital' ? e.value : null,
        device_hash: from.deviceHash,
        address: from.address,
        bucket: deviceBucket(from.deviceId, e.area),
      })),
    )
    .execute();
  return events.length;
}

/** Deletes the events older than the retention (the API's periodic maintenance). */
export async function pruneHealthEvents(db: Db, now: number): Promise<number> {
  const result = await db.sql
    .deleteFrom('area_health_events')
    .where('at', '<', new Date(now - HEALTH_RETENTION_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
