// `release status`'s health table: each area version's last hour beside what runs it (live or canary).
import type { StatusRow } from '../src/operations/status';
import { healthLines } from '../src/cli/commands/status-health';
import { versionHealth } from './health-fixtures';

const row = (target: string, live: string, canary: StatusRow['canary'] = null): StatusRow => ({
  target,
  live,
  fallback: null,
  publishedAt: null,
  routes: 1,
  versions: 2,
  canary,
});
const v = (area: string, version: string, loads: number, failures: number, lcpP75: number | null, inpP75: number | null) =>
  versionHealth(area, version, loads, failures, { devices: Math.min(loads, 7), errors: 1, lcpP75, inpP75 });

test('each version with what runs it, its loads, devices, addresses, failure rate, errors and p75 LCP/INP', () => {
  const rows = [row('shell', 's1'), row('mf-tasks', '1.0.0', { version: '1.1.0', percent: 10, since: 'T' })];
  const text = healthLines(
    rows,
    {
      since: '2026-11-26T10:00:00.000Z',
      until: '2026-11-26T11:00:00.000Z',
      versions: [
        v('mf-tasks', '1.0.0', 90, 1, 1234.4, 88),
        v('mf-tasks', '1.1.0', 10, 5, null, null),
        v('mf-tasks', '0.9.0', 0, 0, null, null),
      ],
    },
    'http://api',
  );
  expect(text.split('\n')).toEqual([
    "health since 2026-11-26T10:00:00.000Z (browsers' reports)",
    'AREA      VERSION  RUNS AS     LOADS  DEVICES  ADDRESSES  FAILED  ERRORS  LCP p75  INP p75',
    'mf-tasks  1.0.0    live        90     7        5          1.1%    1       1234 ms  88 ms',
    'mf-tasks  1.1.0    canary 10%  10     7        5          50.0%   1       -        -',
    'mf-tasks  0.9.0    -           0      0        0          -       1       -        -',
  ]);
});

test('no API answer and no reports each say so in one line', () => {
  expect(healthLines([], null, 'http://127.0.0.1:3100')).toBe(
    "health: no answer from http://127.0.0.1:3100/api/v1/platform/health (give the API with --api or API_URL, and the operators' HEALTH_READ_TOKEN)",
  );
  expect(healthLines([], { since: 'S', until: 'U', versions: [] }, 'http://api')).toBe('health since S: no reports yet');
});
