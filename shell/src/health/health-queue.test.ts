// The queue with the real transport: navigator.sendBeacon is the one thing mocked.
import type { BeaconBody, HealthEvent } from '@survey/contract';
import { createHealthQueue, FLUSH_DELAY_MS } from './health-queue';
import { BEACON_URL, sendBeacon } from './send-beacon';

const DEVICE = 'c'.repeat(40);
const load = (n: number): HealthEvent => ({ kind: 'load', area: 'mf-tasks', version: `0.2.${n}`, ok: true });
let beacon: jest.Mock;

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** What each beacon carried: its URL, content type and parsed body. */
async function beacons(): Promise<{ url: string; type: string; body: BeaconBody }[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]: [string, Blob]) => ({ url, type: blob.type, body: JSON.parse(await readBlob(blob)) })),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
});
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as Partial<Navigator>).sendBeacon;
  delete (window as Partial<Window>).fetch;
});

test('issue 27: events wait 5 s, then go in one JSON beacon to /api/v1/platform/beacon with the device id', async () => {
  const queue = createHealthQueue(() => DEVICE, sendBeacon);
  queue.add(load(1));
  jest.advanceTimersByTime(FLUSH_DELAY_MS - 1);
  queue.add(load(2));
  expect(beacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(await beacons()).toEqual([{ url: BEACON_URL, type: 'application/json', body: { deviceId: DEVICE, events: [load(1), load(2)] } }]);
  expect(BEACON_URL).toBe('/api/v1/platform/beacon');
  // Nothing waits: no timer, no empty beacon.
  jest.advanceTimersByTime(FLUSH_DELAY_MS * 3);
  expect(beacon).toHaveBeenCalledTimes(1);
});

test('issue 27: the 50th waiting event sends the batch at once; the rest wait for the next send', async () => {
  const queue = createHealthQueue(() => DEVICE, sendBeacon);
  for (let n = 0; n < 55; n += 1) queue.add(load(n));
  let sent = await beacons();
  expect(sent).toHaveLength(1);
  expect(sent[0].body.events).toHaveLength(50);
  queue.flush();
  sent = await beacons();
  expect(sent.map(({ body }) => body.events.length)).toEqual([50, 5]);
  expect(sent[1].body.events[0]).toEqual(load(50));
});

test('issue 27: a refused beacon (false) goes by fetch with keepalive', () => {
  beacon.mockReturnValue(false);
  const fetched = jest.fn(async () => ({ ok: true }));
  window.fetch = fetched as unknown as typeof fetch;
  sendBeacon({ deviceId: DEVICE, events: [load(1)] });
  expect(fetched).toHaveBeenCalledWith(BEACON_URL, expect.objectContaining({ method: 'POST', keepalive: true }));
  const init = (fetched.mock.calls[0] as unknown as [string, RequestInit])[1];
  expect(JSON.parse(String(init.body))).toEqual({ deviceId: DEVICE, events: [load(1)] });
  expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
});

test('issue 27: without sendBeacon the batch goes by fetch; a fetch that fails or throws never reaches the page', async () => {
  delete (navigator as Partial<Navigator>).sendBeacon;
  const rejected = jest.fn(() => Promise.reject(new TypeError('offline')));
  window.fetch = rejected as unknown as typeof fetch;
  expect(() => sendBeacon({ deviceId: DEVICE, events: [load(1)] })).not.toThrow();
  expect(rejected).toHaveBeenCalledTimes(1);
  window.fetch = (() => {
    throw new TypeError('blocked');
  }) as unknown as typeof fetch;
  expect(() => sendBeacon({ deviceId: DEVICE, events: [load(1)] })).not.toThrow();
});

test('issue 35: without a device id the server signed, a batch is dropped, not sent (the API would refuse it)', () => {
  let id: string | null = null;
  const queue = createHealthQueue(() => id, sendBeacon);
  queue.add(load(1));
  queue.flush();
  expect(beacon).not.toHaveBeenCalled();
  id = DEVICE;
  queue.add(load(2));
  queue.flush();
  expect(beacon).toHaveBeenCalledTimes(1);
});
