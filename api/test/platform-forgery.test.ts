// Health a browser cannot forge at will (issue 35, findings 2 and 3): a beacon counts only for a device id
// the site server signed, a canary's figures only from its bucket, each client address weighs as one and
// may send so many events an hour; the health summary is for operators only.
import { deviceBucket, newSignedDeviceId, signDeviceId } from '@survey/contract/device-id';
import { Codes } from '../src/codes';
import type { Harness } from './helpers';
import { OPERATOR, SECRETS, beacon, health, load, newDevice, signed, startPlatform } from './platform-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startPlatform();
});
afterAll(async () => {
  await h?.close();
});

const post = (deviceId: string, events: ReturnType<typeof load>[], ip = '10.9.9.9') =>
  h.post('/api/v1/platform/beacon', { deviceId, events }, undefined, ip);
const stored = async (area: string) =>
  (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM area_health_events WHERE area = $1`, [area]))[0].n;

/** A device id whose bucket for `area` is below (or, with `inside` false, at or above) `percent`. */
function deviceIn(area: string, percent: number, inside = true): string {
  for (;;) {
    const id = newDevice();
    if (deviceBucket(id, area) < percent === inside) return id;
  }
}

test('finding 2: made-up 40-hex device ids are refused (1001) and nothing is stored', async () => {
  for (let i = 0; i < 3; i++) {
    const r = await post(
      newDevice(),
      Array.from({ length: 8 }, () => load('mf-made-up', '2.0.0', false, 'entry')),
      `10.2.0.${i + 1}`,
    );
    expect(r).toMatchObject({ status: 200, code: Codes.INVALID_PARAMS });
  }
  expect(await stored('mf-made-up')).toBe(0);
});

test('an id signed with another key, or altered after signing, is refused like an unsigned one', async () => {
  const id = newDevice();
  const other = signDeviceId('another-key-that-is-not-the-servers-0000', id);
  const good = signed(id);
  const altered = `${newDevice()}${good.slice(40)}`;
  for (const deviceId of [other, altered, newSignedDeviceId('x'.repeat(40))]) {
    expect(await post(deviceId, [load('mf-forged', '1.0.0')])).toMatchObject({
      code: Codes.INVALID_PARAMS,
      message: '设备号不是本站签发的',
    });
  }
  expect(await stored('mf-forged')).toBe(0);
  expect(await post(good, [load('mf-forged', '1.0.0')])).toMatchObject({ code: 200, data: { accepted: 1 } });
});

test('finding 2: signed ids from one address are one address: 3 devices × 8 failed canary loads count addresses 1', async () => {
  const area = 'mf-one-address';
  for (let i = 0; i < 3; i++)
    await beacon(
      h,
      Array.from({ length: 8 }, () => load(area, '2.0.0', false, 'entry')),
      deviceIn(area, 50),
      '10.3.0.1',
    );
  const [v] = (await health(h, { area, canary: '2.0.0', canaryPercent: '50' })).data.versions;
  expect(v).toMatchObject({ loads: 24, failures: 24, addresses: 1, failingAddresses: 1 });
});

test("a canary's figures count only devices in its bucket; the live version's count everyone", async () => {
  const area = 'mf-bucket';
  await beacon(h, [load(area, '2.0.0', false, 'entry')], deviceIn(area, 10), '10.4.0.1');
  for (let i = 0; i < 3; i++) await beacon(h, [load(area, '2.0.0', false, 'entry')], deviceIn(area, 10, false), `10.4.1.${i + 1}`);
  await beacon(h, [load(area, '1.0.0')], deviceIn(area, 10), '10.4.2.1');
  const versions = (await health(h, { area, canary: '2.0.0', canaryPercent: '10' })).data.versions;
  expect(versions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ version: '2.0.0', loads: 1, addresses: 1 }),
      expect.objectContaining({ version: '1.0.0', loads: 1, addresses: 1 }),
    ]),
  );
  // Without the canary named (the /_platform page), every load of that version shows.
  expect((await health(h, { area })).data.versions).toEqual(
    expect.arrayContaining([expect.objectContaining({ version: '2.0.0', loads: 4 })]),
  );
});

test("finding 2, reversed: one address's many failed live loads weigh as one address in the live failure rate", async () => {
  const area = 'mf-drown';
  for (let i = 0; i < 3; i++)
    await beacon(
      h,
      Array.from({ length: 5 }, () => load(area, '1.0.0')),
      newDevice(),
      `10.5.0.${i + 1}`,
    );
  for (let i = 0; i < 4; i++)
    await beacon(
      h,
      Array.from({ length: 40 }, (_, n) => load(area, '1.0.0', n % 4 === 0, 'chunk')),
      newDevice(),
      '10.5.9.9',
    );
  const [live] = (await health(h, { area })).data.versions;
  expect(live).toMatchObject({ loads: 175, failures: 120, addresses: 4 });
  expect(live.addressFailureRate).toBeCloseTo(0.75 / 4);
});

test('finding 3: 25 beacons × 50 events from one address with a fresh id each: at most 500 an hour are stored', async () => {
  const area = 'mf-flood';
  const answers = [];
  for (let i = 0; i < 25; i++)
    answers.push(
      await beacon(
        h,
        Array.from({ length: 50 }, () => load(area, '1.0.0')),
        newDevice(),
        '10.6.0.1',
      ),
    );
  expect(answers.filter((r) => r.code === 200)).toHaveLength(10);
  expect(answers.filter((r) => r.code === Codes.TOO_FREQUENT)).toHaveLength(15);
  expect(await stored(area)).toBe(500);
  // Another address is not held back; an hour later the address may report again.
  expect((await beacon(h, [load(area, '1.0.0')], newDevice(), '10.6.0.2')).code).toBe(200);
  h.clock.advance(3_600_000);
  expect((await beacon(h, [load(area, '1.0.0')], newDevice(), '10.6.0.1')).code).toBe(200);
});

test('held: a forwarded-for header does not make one client many addresses (the cap and the count stay per socket)', async () => {
  const area = 'mf-forwarded';
  const send = (i: number) =>
    h.call('POST', '/api/v1/platform/beacon', {
      payload: { deviceId: signed(newDevice()), events: Array.from({ length: 50 }, () => load(area, '1.0.0', false, 'entry')) },
      ip: '10.7.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
    });
  const answers = [];
  for (let i = 0; i < 12; i++) answers.push(await send(i));
  expect(answers.filter((r) => r.code === 200)).toHaveLength(10);
  const [v] = (await health(h, { area })).data.versions;
  expect(v).toMatchObject({ loads: 500, addresses: 1, failingAddresses: 1 });
});

test('the health summary is for operators only: no token or a wrong one is a 401 outside demo mode', async () => {
  const production = await startPlatform({ demo: false });
  try {
    const read = (headers: Record<string, string>) => production.call('GET', '/api/v1/platform/health', { headers });
    expect(await read({})).toMatchObject({ code: Codes.UNAUTHORIZED });
    expect(await read({ authorization: 'Bearer not-the-token' })).toMatchObject({ code: Codes.UNAUTHORIZED });
    expect(await read({ authorization: `Bearer ${SECRETS.tokenSecret}` })).toMatchObject({ code: Codes.UNAUTHORIZED });
    expect(await read(OPERATOR)).toMatchObject({ code: 200, data: { versions: [] } });
    // Beacons stay public.
    const sent = await production.post('/api/v1/platform/beacon', { deviceId: signed(newDevice()), events: [load('mf-p', '1.0.0')] });
    expect(sent.code).toBe(200);
    const docs = await production.get('/api/openapi.json');
    expect(JSON.parse(docs.body).paths['/v1/platform/health'].get.security).toEqual([{ operator: [] }]);
  } finally {
    await production.close();
  }
});
