// GET /v1/platform/health: per area version over a window (default the last hour, at most 30 days back),
// and the 30-day retention of the events behind it.
import { Codes } from '../src/codes';
import { T0, type Harness } from './helpers';
import { beacon, error, health, load, startPlatform, vital } from './platform-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => h.clock.set(T0));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

test('loads, failures, failure rate, errors and p75 of LCP/INP/CLS per version, most loaded first', async () => {
  const [a, b] = ['mf-figures', 'mf-figures-b'];
  await beacon(h, [
    load(a, '1.0.0'),
    load(a, '1.0.0'),
    load(a, '1.0.0'),
    load(a, '1.0.0', false, 'integrity'),
    error(a, '1.0.0'),
    error(a, '1.0.0'),
    ...[100, 200, 300, 400].map((v) => vital(a, '1.0.0', 'LCP', v)),
    ...[50, 150].map((v) => vital(a, '1.0.0', 'INP', v)),
    vital(a, '1.0.0', 'CLS', 0.1),
  ]);
  await beacon(h, [load(a, '1.1.0'), error(a, '0.9.0'), load(b, '3.0.0', false, 'entry')]);

  const r = await health(h);
  expect(r).toMatchObject({ status: 200, code: 200, data: { since: iso(T0 - HOUR), until: iso(T0) } });
  const mine = r.data.versions.filter((v: { area: string }) => v.area.startsWith('mf-figures'));
  expect(mine).toEqual([
    // percentile_cont(0.75) interpolates: LCP 300 + 0.25 × 100, INP 50 + 0.75 × 100.
    {
      area: a,
      version: '1.0.0',
      loads: 4,
      devices: 1,
      addresses: 1,
      failingAddresses: 1,
      failures: 1,
      failureRate: 0.25,
      addressFailureRate: 0.25,
      errors: 2,
      lcpP75: 325,
      inpP75: 125,
      clsP75: 0.1,
    },
    {
      area: a,
      version: '1.1.0',
      loads: 1,
      devices: 1,
      addresses: 1,
      failingAddresses: 0,
      failures: 0,
      failureRate: 0,
      addressFailureRate: 0,
      errors: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    },
    // Errors but no load in the window: no failure rate to speak of.
    {
      area: a,
      version: '0.9.0',
      loads: 0,
      devices: 0,
      addresses: 0,
      failingAddresses: 0,
      failures: 0,
      failureRate: null,
      addressFailureRate: null,
      errors: 1,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    },
    {
      area: b,
      version: '3.0.0',
      loads: 1,
      devices: 1,
      addresses: 1,
      failingAddresses: 1,
      failures: 1,
      failureRate: 1,
      addressFailureRate: 1,
      errors: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    },
  ]);
});

test('?area= gives only that area; an area that is not an area name is a 1001', async () => {
  await beacon(h, [load('mf-only', '1.0.0'), load('mf-other', '1.0.0')]);
  const r = await health(h, { area: 'mf-only' });
  expect(r.data.versions).toEqual([expect.objectContaining({ area: 'mf-only', version: '1.0.0', loads: 1 })]);
  expect(await health(h, { area: 'mf-nobody' })).toMatchObject({ code: 200, data: { versions: [] } });
  expect(await health(h, { area: 'DROP TABLE' })).toMatchObject({ code: Codes.INVALID_PARAMS, message: '区域格式不正确' });
  expect(await health(h, { since: 'yesterday' })).toMatchObject({ code: Codes.INVALID_PARAMS, message: '起始时间格式不正确' });
});

test('the window: the last hour by default, ?since= reaches further back, at most 30 days, never past now', async () => {
  await beacon(h, [load('mf-window', '1.0.0')]);
  h.clock.advance(2 * HOUR);
  const now = T0 + 2 * HOUR;

  expect((await health(h, { area: 'mf-window' })).data).toEqual({ since: iso(now - HOUR), until: iso(now), versions: [] });

  const back = await health(h, { area: 'mf-window', since: iso(T0 - 60_000) });
  expect(back.data.since).toBe(iso(T0 - 60_000));
  expect(back.data.versions).toMatchObject([{ version: '1.0.0', loads: 1 }]);

  // The canary watcher asks from the canary's start: a timestamp with an offset is the same instant.
  const offset = await health(h, { area: 'mf-window', since: '2026-11-21T09:59:00+08:00' });
  expect(offset.data.since).toBe(iso(T0 - 60_000));

  const clamped = await health(h, { area: 'mf-window', since: iso(now - 90 * DAY) });
  expect(clamped.data).toMatchObject({ since: iso(now - 30 * DAY), until: iso(now), versions: [{ loads: 1 }] });

  const future = await health(h, { area: 'mf-window', since: iso(now + DAY) });
  expect(future.data).toEqual({ since: iso(now), until: iso(now), versions: [] });
});

test('retention: the maintenance deletes events older than 30 days and keeps the rest', async () => {
  const insert = (ageMs: number) =>
    h.db.query(
      `INSERT INTO area_health_events (at, area, version, kind, ok, device_hash, address, bucket) VALUES ($1, 'mf-retention', $2, 'load', true, 7, '0123456789abcdef', 50)`,
      [iso(T0 - ageMs), `age-${Math.round(ageMs / DAY)}d`],
    );
  await insert(31 * DAY);
  await insert(45 * DAY);
  await insert(29 * DAY);
  await beacon(h, [load('mf-retention', 'today')]);
  const versions = async () =>
    (await h.db.query<{ version: string }>(`SELECT version FROM area_health_events WHERE area = 'mf-retention' ORDER BY at`)).map(
      (r) => r.version,
    );
  expect(await versions()).toEqual(['age-45d', 'age-31d', 'age-29d', 'today']);

  await h.server.maintain();

  expect(await versions()).toEqual(['age-29d', 'today']);
  const r = await health(h, { area: 'mf-retention', since: iso(T0 - 30 * DAY) });
  expect(r.data.versions.map((v: { version: string }) => v.version).sort()).toEqual(['age-29d', 'today']);
});

test('devices counts the devices that reported loads of a version (by device hash), so one browser reloading is one device', async () => {
  const area = 'mf-devices';
  const [one, two, three] = ['a', 'b', 'c'].map((c) => c.repeat(40));
  for (let i = 0; i < 5; i++) await beacon(h, [load(area, '2.0.0', false, 'chunk')], one);
  await beacon(h, [load(area, '2.0.0', false, 'chunk')], two);
  await beacon(h, [load(area, '2.0.0'), error(area, '2.0.0')], three);
  const r = await health(h, { area });
  expect(r.data.versions).toEqual([expect.objectContaining({ area, version: '2.0.0', loads: 7, devices: 3, failures: 6 })]);
});
