// Row types: the platform's own records (area health from real browsers). Kept in step with the SQL migrations (../migrations).
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface AreaHealthEventsTable {
  id: Generated<number>;
  /** Written as an ISO time (the API's clock); read back as a Date. */
  at: ColumnType<Date, string | undefined, string>;
  area: string;
  version: string;
  kind: 'load' | 'error' | 'vital';
  /** load only: whether the version mounted. */
  ok: Defaulted<boolean | null>;
  /** load only, when not ok: entry, chunk, integrity, contract, mount or other. */
  reason: Defaulted<string | null>;
  /** vital only: LCP, CLS or INP. */
  name: Defaulted<'LCP' | 'CLS' | 'INP' | null>;
  /** vital only: ms for LCP and INP, unitless for CLS. */
  value: Defaulted<number | null>;
  /** The reporting device's hash, 0..99 (the device id itself is never stored; not the canary bucket). */
  device_hash: number;
  /** The client address (IPv6 by /64) as 16 hex of HMAC(device-id key): counted, never given back. */
  address: string;
  /** The device's canary bucket for this area, [0, 100) (`deviceBucket` of @survey/contract/device-id). */
  bucket: number;
}
