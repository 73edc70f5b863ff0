// The reporter as the shell starts it: errors attributed by the stack's area URL or the page,
// and the first screen's web vitals sent when the page is hidden. The browser's performance
// timeline is faked (jsdom has none); events are what the beacon would carry.
import type { BeaconBody, HealthEvent } from '@survey/contract';
import { recordOutcome } from '../area-host/load-outcomes';
import { liveManifest } from '../testing/live-manifest';
import { MAX_ERRORS_PER_PAGE } from './error-events';
import { startHealth } from './start-health';

const sent: BeaconBody[] = [];
const SIGNED_DEVICE = `${'d'.repeat(40)}.${'s'.repeat(43)}`;
let stop: () => void = () => undefined;

/** A performance timeline the test writes to: observers get the entries of their type. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'event'];
  static observers: { type: string; callback: (list: { getEntries(): PerformanceEntry[] }) => void }[] = [];
  constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe({ type }: { type: string }) {
    FakeObserver.observers.push({ type, callback: this.callback });
  }
  static record(type: string, entries: object[]) {
    for (const observer of FakeObserver.observers.filter((o) => o.type === type)) {
      observer.callback({ getEntries: () => entries as PerformanceEntry[] });
    }
  }
}

function start(path: string) {
  window.history.replaceState(null, '', path);
  stop = startHealth({
    manifest: liveManifest(),
    firstPath: path,
    send: (body) => sent.push(body),
    deviceId: () => SIGNED_DEVICE,
  });
}

function hideAndRead(): HealthEvent[] {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  return sent.flatMap((body) => body.events);
}

const thrown = (stack: string) => Object.assign(new Error('boom'), { stack });

beforeEach(() => {
  sent.length = 0;
  FakeObserver.observers = [];
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
});
afterEach(() => {
  stop();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

describe('errors (issue 27)', () => {
  test('an uncaught error is the version whose /areas/ file is in its stack, whatever page is shown', () => {
    start('/task');
    const error = thrown(
      'TypeError: x is undefined\n    at render (http://127.0.0.1/areas/mf-exchange/0.3.1-9c0e77ab12/412.js:1:200)\n    at http://127.0.0.1/shell/main.js:2:10',
    );
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'http://127.0.0.1/shell/main.js' }));
    expect(hideAndRead()).toEqual([{ kind: 'error', area: 'mf-exchange', version: '0.3.1-9c0e77ab12' }]);
  });

  test('an unhandled rejection is attributed by its stack too', () => {
    start('/task');
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: thrown('Error: 500\n    at load (http://127.0.0.1/areas/mf-bbs/1.2.0/main.js:3:4)'),
    });
    window.dispatchEvent(rejection);
    expect(hideAndRead()).toEqual([{ kind: 'error', area: 'mf-bbs', version: '1.2.0' }]);
  });

  test('an error from the thrown file’s URL alone (no stack) is attributed by the filename', () => {
    start('/task');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Script error.', filename: 'http://127.0.0.1/areas/mf-home/0.4.0/remoteEntry.js' }),
    );
    expect(hideAndRead()).toEqual([{ kind: 'error', area: 'mf-home', version: '0.4.0' }]);
  });

  test('an error with no area URL belongs to the area of the current page; on a shell page to none', () => {
    start('/task');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown('Error\n    at http://127.0.0.1/shell/main.js:1:1') }));
    window.history.replaceState(null, '', '/_platform');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown('Error\n    at http://127.0.0.1/shell/main.js:1:1') }));
    expect(hideAndRead()).toEqual([{ kind: 'error', area: 'mf-tasks', version: '0.1.0-test' }]);
  });

  test('an error thrown in a loop is reported at most 20 times per page', () => {
    start('/task');
    for (let n = 0; n < 100; n += 1) window.dispatchEvent(new ErrorEvent('error', { error: thrown('Error') }));
    expect(hideAndRead()).toHaveLength(MAX_ERRORS_PER_PAGE);
  });
});

describe('web vitals (issue 27)', () => {
  test('LCP, CLS and INP go to the area version that drew the first screen, once, when the page is hidden', () => {
    start('/task');
    recordOutcome({ area: 'mf-tasks', version: '0.2.0-canary1234', kind: 'mounted' });
    // Another area mounted later (the member moved on) does not take the first screen's vitals.
    recordOutcome({ area: 'mf-home', version: '0.1.0-test', kind: 'mounted' });
    FakeObserver.record('largest-contentful-paint', [{ startTime: 900 }, { startTime: 1234.6 }]);
    FakeObserver.record('layout-shift', [
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 300, value: 0.02, hadRecentInput: false },
      // Right after a tap: expected, not counted.
      { startTime: 400, value: 0.5, hadRecentInput: true },
      // A new session window, smaller than the first.
      { startTime: 3000, value: 0.01, hadRecentInput: false },
    ]);
    FakeObserver.record('event', [
      { duration: 80, interactionId: 7 },
      { duration: 232, interactionId: 8 },
      // Not an interaction (a mousemove): no interactionId.
      { duration: 500, interactionId: 0 },
    ]);
    expect(sent).toHaveLength(0);
    const vitals = hideAndRead().filter((event) => event.kind === 'vital');
    expect(vitals).toEqual([
      { kind: 'vital', area: 'mf-tasks', version: '0.2.0-canary1234', name: 'LCP', value: 1235 },
      { kind: 'vital', area: 'mf-tasks', version: '0.2.0-canary1234', name: 'CLS', value: 0.07 },
      { kind: 'vital', area: 'mf-tasks', version: '0.2.0-canary1234', name: 'INP', value: 232 },
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.flatMap((body) => body.events).filter((event) => event.kind === 'vital')).toHaveLength(3);
  });

  test('a page without interactions sends no INP; a shell page sends no vitals', () => {
    start('/task');
    recordOutcome({ area: 'mf-tasks', version: '0.1.0-test', kind: 'mounted' });
    FakeObserver.record('largest-contentful-paint', [{ startTime: 800 }]);
    expect(hideAndRead().map((event) => (event.kind === 'vital' ? event.name : event.kind))).toEqual(['LCP', 'CLS']);
    stop();
    sent.length = 0;
    start('/404');
    FakeObserver.record('largest-contentful-paint', [{ startTime: 800 }]);
    expect(hideAndRead()).toEqual([]);
  });
});

test('issue 35: by default the beacons carry the DEVICE_ID cookie the server signed, and nothing goes without one', () => {
  const options = {
    manifest: liveManifest(),
    firstPath: '/task',
    send: (body: BeaconBody) => sent.push(body),
  };
  const report = () => {
    const stopNow = startHealth(options);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), filename: 'http://127.0.0.1/shell/main.js' }));
    window.dispatchEvent(new Event('pagehide'));
    stopNow();
  };
  report();
  expect(sent).toEqual([]);
  document.cookie = `DEVICE_ID=${SIGNED_DEVICE}; path=/`;
  try {
    report();
    expect(sent.map((body) => body.deviceId)).toEqual([SIGNED_DEVICE]);
  } finally {
    document.cookie = 'DEVICE_ID=; path=/; max-age=0';
  }
});
