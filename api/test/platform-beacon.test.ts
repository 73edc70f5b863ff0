// POST /v1/platform/beacon: what the shell reports is stored (seen through GET /v1/platform/health),
// without the device id, validated by the contract and limited per device.
import { createHash } from 'node:crypto';
import { Codes } from '../src/codes';
import type { Harness } from './helpers';
import { beacon, error, health, load, newDevice, signed, startPlatform, vital } from './platform-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(async () => {
  await h?.close();
});

test('a beacon is stored: its loads, failures, errors and vitals show in the health summary', async () => {
  const r = await beacon(h, [
    load('mf-beacon', '1.0.0'),
    load('mf-beacon', '1.0.0', false, 'chunk'),
    error('mf-beacon', '1.0.0'),
    vital('mf-beacon', '1.0.0', 'LCP', 1200),
  ]);
  expect(r).toMatchObject({ status: 200, code: 200, message: 'success', data: { accepted: 4 } });
  const { data } = await health(h, { area: 'mf-beacon' });
  expect(data.versions).toEqual([
    {
      area: 'mf-beacon',
      version: '1.0.0',
      loads: 2,
      devices: 1,
      addresses: 1,
      failingAddresses: 1,
      failures: 1,
      failureRate: 0.5,
      addressFailureRate: 0.5,
      errors: 1,
      lcpP75: 1200,
      inpP75: null,
      clsP75: null,
    },
  ]);
  const [failed] = await h.db.query<{ reason: string }>(`SELECT reason FROM area_health_events WHERE area = 'mf-beacon' AND NOT ok`);
  expect(failed.reason).toBe('chunk');
});

test('the device id is stored nowhere: not a column, not in any row of any table; only its device hash', async () => {
  const deviceId = newDevice();
  expect((await beacon(h, [load('mf-private', '1.0.0')], deviceId)).code).toBe(200);

  const columns = await h.db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'area_health_events' ORDER BY ordinal_position`,
  );
  expect(columns.map((c) => c.column_name)).toEqual([
    'id',
    'at',
    'area',
    'version',
    'kind',
    'ok',
    'reason',
    'name',
    'value',
    'device_hash',
    'address',
    'bucket',
  ]);

  const tables = await h.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(50);
  for (const { table_name } of tables) {
    const [{ n }] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text LIKE $1`, [
      `%${deviceId}%`,
    ]);
    expect({ table: table_name, rowsWithTheId: n }).toEqual({ table: table_name, rowsWithTheId: 0 });
  }

  const deviceHash = createHash('sha256').update(deviceId).digest().readUInt16BE(0) % 100;
  const rows = await h.db.query<{ device_hash: number }>(`SELECT device_hash FROM area_health_events WHERE area = 'mf-private'`);
  expect(rows).toEqual([{ device_hash: deviceHash }]);
});

test('sendBeacon of a string (text/plain) is read as the same JSON; a body that is not JSON is a 1001', async () => {
  const body = JSON.stringify({ deviceId: signed(newDevice()), events: [load('mf-plain', '2.0.0')] });
  const plain = await h.call('POST', '/api/v1/platform/beacon', { payload: body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  expect(plain).toMatchObject({ code: 200, data: { accepted: 1 } });
  expect((await health(h, { area: 'mf-plain' })).data.versions).toMatchObject([{ version: '2.0.0', loads: 1 }]);

  const broken = await h.call('POST', '/api/v1/platform/beacon', { payload: '{"deviceId":', headers: { 'content-type': 'text/plain' } });
  expect(broken).toMatchObject({ status: 200, code: Codes.INVALID_PARAMS, message: '请求体不是有效的 JSON' });
});

test('invalid beacons are refused with a 1001 naming the field, and nothing is stored', async () => {
  const refusals: [unknown, string][] = [
    [{ deviceId: 'not-a-device', events: [load('mf-invalid', '1.0.0')] }, '设备号格式不正确'],
    [{ events: [load('mf-invalid', '1.0.0')] }, '设备号不能为空'],
    [{ deviceId: signed(newDevice()), events: [] }, '上报事件不正确'],
    [{ deviceId: signed(newDevice()), events: [load('tasks', '1.0.0')] }, '区域格式不正确'],
    [{ deviceId: signed(newDevice()), events: [load('mf-invalid', '1.0.0 <script>')] }, '版本格式不正确'],
  ];
  for (const [payload, message] of refusals) {
    const r = await h.post('/api/v1/platform/beacon', payload);
    expect({ status: r.status, code: r.code, message: r.message }).toEqual({ status: 200, code: Codes.INVALID_PARAMS, message });
  }
  const odd = await h.post('/api/v1/platform/beacon', {
    deviceId: signed(newDevice()),
    events: [{ kind: 'vital', area: 'mf-invalid', version: '1.0.0', name: 'FID', value: 3 }],
  });
  expect(odd.code).toBe(Codes.INVALID_PARAMS);
  expect((await health(h, { area: 'mf-invalid' })).data.versions).toEqual([]);
});

test('more than 50 events in one beacon are refused whole', async () => {
  const events = Array.from({ length: 51 }, () => load('mf-many', '1.0.0'));
  const r = await beacon(h, events);
  expect(r).toMatchObject({ status: 200, code: Codes.INVALID_PARAMS, message: '上报事件不正确' });
  expect((await health(h, { area: 'mf-many' })).data.versions).toEqual([]);
  expect((await beacon(h, events.slice(1))).data).toEqual({ accepted: 50 });
});

test('30 beacons a minute per device: the 31st is refused (1004) and not stored, another device still reports', async () => {
  const busy = newDevice();
  for (let i = 0; i < 30; i++) expect((await beacon(h, [load('mf-limit', '1.0.0')], busy)).code).toBe(200);
  const refused = await beacon(h, [load('mf-limit', '1.0.0')], busy);
  expect(refused).toMatchObject({ status: 200, code: Codes.TOO_FREQUENT, message: '健康上报过于频繁，请稍后再试', data: null });
  expect((await beacon(h, [load('mf-limit', '1.0.0')])).code).toBe(200);
  expect((await health(h, { area: 'mf-limit' })).data.versions).toMatchObject([{ loads: 31 }]);

  h.clock.advance(60_000);
  expect((await beacon(h, [load('mf-limit', '1.0.0')], busy)).code).toBe(200);
});

test('a parallel burst from one device is counted atomically: exactly 30 of 40 are stored', async () => {
  const device = newDevice();
  const burst = await Promise.all(Array.from({ length: 40 }, () => beacon(h, [load('mf-burst', '1.0.0')], device)));
  expect(burst.filter((r) => r.code === 200)).toHaveLength(30);
  expect(burst.filter((r) => r.code === Codes.TOO_FREQUENT)).toHaveLength(10);
  expect((await health(h, { area: 'mf-burst' })).data.versions).toMatchObject([{ loads: 30 }]);
});
