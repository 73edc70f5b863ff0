// The health part of `release status`: each area version's last hour as real browsers reported it
// (GET /api/v1/platform/health), beside what the registry says is live or canary.
import type { HealthSummary } from '@survey/contract';
import { table } from './cli-command';
import type { StatusRow } from '../../operations/status';

const pct = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

function role(rows: StatusRow[], area: string, version: string): string {
  const row = rows.find((r) => r.target === area);
  if (row?.live === version) return 'live';
  if (row?.canary?.version === version) return `canary ${row.canary.percent}%`;
  return '-';
}

/** The health table, or one line saying why there is none. */
export function healthLines(rows: StatusRow[], health: HealthSummary | null, api: string): string {
  if (!health)
    return `health: no answer from ${api}/api/v1/platform/health (give the API with --api or API_URL, and the operators' HEALTH_READ_TOKEN)`;
  if (!health.versions.length) return `health since ${health.since}: no reports yet`;
  const lines = [['AREA', 'VERSION', 'RUNS AS', 'LOADS', 'DEVICES', 'ADDRESSES', 'FAILED', 'ERRORS', 'LCP p75', 'INP p75']];
  for (const v of health.versions) {
    lines.push([
      v.area,
      v.version,
      role(rows, v.area, v.version),
      String(v.loads),
      String(v.devices),
      String(v.addresses),
      pct(v.failureRate),
      String(v.errors),
      ms(v.lcpP75),
      ms(v.inpP75),
    ]);
  }
  return `health since ${health.since} (browsers' reports)\n${table(lines)}`;
}
