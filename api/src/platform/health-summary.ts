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
  failures: number;
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

export async function healthSummary(db: Db, now: number, query: HealthQuery): Promise<HealthSummary> {
  const since = new Date(windowStart(now, query.since)).toISOString();
  const until = new Date(now).toISOString();
  const params: unknown[] = [since, until];
  if (query.area) params.push(query.area);
  const rows = await db.query<Row>(
    `SELECT area, version,
            count(*) FILTER (WHERE kind = 'load')::int AS loads,
            count(DISTINCT device_hash) FILTER (WHERE kind = 'load')::int AS devices,
            count(*) FILTER (WHERE kind = 'load' AND NOT ok)::int AS failures,
            count(*) FILTER (WHERE kind = 'error')::int AS errors,
            ${p75('LCP')} AS lcp, ${p75('INP')} AS inp, ${p75('CLS')} AS cls
       FROM area_health_events
      WHERE at >= $1::timestamptz AND at <= $2::timestamptz${query.area ? ' AND area = $3' : ''}
      GROUP BY area, version
      ORDER BY area, loads DESC, version`,
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
    failures: r.failures,
    failureRate: r.loads ? r.failures / r.loads : null,
    errors: r.errors,
    lcpP75: r.lcp,
    inpP75: r.inp,
    clsP75: r.cls,
  };
}
