// The health events browsers report (POST /v1/platform/beacon): stored without the device id, kept 30 days.
import { createHash } from 'node:crypto';
import type { HealthEvent } from '@survey/contract';
import type { Db } from '../db';

/** How long events are kept; GET /v1/platform/health looks no further back. */
export const HEALTH_RETENTION_MS = 30 * 86_400_000;

/** What the API keeps of a device id: a key for its rate limit and its device hash, neither of which gives the id back. */
export interface DeviceRef {
  /** SHA-256 of the id (hex): what the beacon rate limit counts. */
  key: string;
  /** First 2 bytes of that digest mod 100: tells a few devices from many, and no more. */
  deviceHash: number;
}

export function deviceRef(deviceId: string): DeviceRef {
  const digest = createHash('sha256').update(deviceId).digest();
  return { key: digest.toString('hex'), deviceHash: digest.readUInt16BE(0) % 100 };
}

/** Stores a beacon's events in one statement, at the API's clock; answers how many. */
export async function recordHealthEvents(db: Db, now: number, deviceHash: number, events: readonly HealthEvent[]): Promise<number> {
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
        device_hash: deviceHash,
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
