import { FIRST_PAINT_WAIT_MS, afterFirstPaint } from './after-first-paint';

type Entries = { getEntries(): { name: string }[] };
let report: ((list: Entries) => void) | undefined;
let disconnected = 0;

// A stand-in for the browser's: jsdom has no paint timing.
class FakeObserver {
  constructor(callback: (list: Entries) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {
    disconnected += 1;
  }
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => Promise.resolve().then(() => done);
};

beforeEach(() => {
  jest.useFakeTimers();
  report = undefined;
  disconnected = 0;
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

test('waits for the first contentful paint, not for the first paint or a frame', async () => {
  const isDone = settled(afterFirstPaint());
  report!({ getEntries: () => [{ name: 'first-paint' }] });
  await expect(isDone()).resolves.toBe(false);
  report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
  await expect(isDone()).resolves.toBe(true);
  expect(disconnected).toBe(1);
});

test('a browser that reports no paint boots after the time-out', async () => {
  const isDone = settled(afterFirstPaint());
  jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
  await expect(isDone()).resolves.toBe(false);
  jest.advanceTimersByTime(1);
  await expect(isDone()).resolves.toBe(true);
});

test('a browser without paint timing, or a page in a background tab, boots at once', async () => {
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  await expect(afterFirstPaint()).resolves.toBeUndefined();

  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const isDone = settled(afterFirstPaint());
  jest.advanceTimersByTime(0);
  await expect(isDone()).resolves.toBe(true);
  hidden.mockRestore();
});
