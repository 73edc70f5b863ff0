// GET /v1/platform/health: each area version's health over a window, from the stored events (aggregates only).
import type { HealthQuery, HealthSummary, VersionHealth } from '@survey/contract';
import type { Db } from '../db';
import { HEALTH_RETENTION_MS } from './health-events';

/** The window when none is asked for: the last hour. */
const DEFAULT_WINDOW_MS = 3_600_000;

interface Row {
  area: string;
  version: string;
  loads: number;
  devices: number;
  addresses: number;
  failing_addresses: number;
  failures: number;
  address_rate: number | null;
  errors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/** `since` as asked, but never before the retention (nothing older is kept) nor after now. */
export function windowStart(now: number, since?: string): number {
  const asked = since === undefined ? now - DEFAULT_WINDOW_MS : Date.parse(since);
  return Math.min(now, Math.max(now - HEALTH_RETENTION_MS, asked));
}

const p75 = (name: string) => `percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = '${name}')`;

/**
 * Per area version: the event counts, and per client address its own failure rate (each address one
 * vote). With `canary` and `canaryPercent`, that version's events count only from devices in its bucket.
 */
export async function healthSummary(db: Db, now: number, query: HealthQuery): Promise<HealthSummary> {
  const since = new Date(windowStart(now, query.since)).toISOString();
  const until = new Date(now).toISOString();
  const params: unknown[] = [since, until];
  const where = ['at >= $1::timestamptz', 'at <= $2::timestamptz'];
  if (query.area) {
    params.push(query.area);
    where.push(`area = $${params.length}`);
  }
  if (query.canary !== undefined && query.canaryPercent !== undefined) {
    params.push(query.canary, query.canaryPercent);
    where.push(`NOT (version = $${params.length - 1} AND bucket >= $${params.length}::double precision)`);
  }
  const rows = await db.query<Row>(
    `WITH counted AS (SELECT * FROM area_health_events WHERE ${where.join(' AND ')}),
          per_address AS (
            SELECT area, version, address,
                   count(*) FILTER (WHERE NOT ok)::float8 / count(*) AS rate
              FROM counted WHERE kind = 'load' GROUP BY area, version, address),
          by_address AS (
            SELECT area, version, count(*)::int AS addresses, count(*) FILTER (WHERE rate > 0)::int AS failing_addresses,
                   avg(rate) AS address_rate
              FROM per_address GROUP BY area, version)
     SELECT c.area, c.version,
            count(*) FILTER (WHERE kind = 'load')::int AS loads,
            count(DISTINCT device_hash) FILTER (WHERE kind = 'load')::int AS devices,
            coalesce(max(a.addresses), 0)::int AS addresses,
            coalesce(max(a.failing_addresses), 0)::int AS failing_addresses,
            count(*) FILTER (WHERE kind = 'load' AND NOT ok)::int AS failures,
            max(a.address_rate) AS address_rate,
            count(*) FILTER (WHERE kind = 'error')::int AS errors,
            ${p75('LCP')} AS lcp, ${p75('INP')} AS inp, ${p75('CLS')} AS cls
       FROM counted c LEFT JOIN by_address a ON a.area = c.area AND a.version = c.version
      GROUP BY c.area, c.version
      ORDER BY c.area, loads DESC, c.version`,
    params,
  );
  return { since, until, versions: rows.map(versionHealth) };
}

function versionHealth(r: Row): VersionHealth {
  return {
    area: r.area,
    version: r.version,
    loads: r.loads,
    devices: r.devices,
    addresses: r.addresses,
    failingAddresses: r.failing_addresses,
    failures: r.failures,
    failureRate: r.loads ? r.failures / r.loads : null,
    addressFailureRate: r.loads ? r.address_rate : null,
    errors: r.errors,
    lcpP75: r.lcp,
    inpP75: r.inp,
    clsP75: r.cls,
  };
}
