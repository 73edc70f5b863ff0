// A device's bucket per area decides whether it runs the area's canary: spread evenly, sticky,
// nested as the percent rises, and independent between areas.
import crypto from 'node:crypto';
import { deviceBucket, inCanary } from '../src';

const ids = Array.from({ length: 10000 }, () => crypto.randomBytes(20).toString('hex'));

/** Percentage of `ids` in the canary of `area` at `percent`. */
const share = (area: string, percent: number, of: string[] = ids) =>
  (100 * of.filter((id) => inCanary(id, area, percent)).length) / of.length;

test('the bucket is the first 4 bytes of sha256("<deviceId>:<area>") scaled to [0, 100)', () => {
  // Pinned: changing the formula would move every device into or out of running canaries.
  expect(deviceBucket('0'.repeat(40), 'mf-tasks')).toBeCloseTo(1.699251146, 8);
  expect(deviceBucket('0123456789abcdef0123456789abcdef01234567', 'mf-home')).toBeCloseTo(97.909816285, 8);
  for (const id of ids.slice(0, 1000)) {
    const b = deviceBucket(id, 'mf-tasks');
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(100);
  }
});

test.each([10, 50, 90])('at %i%% the canary reaches that share of 10,000 random devices (±2 points)', (percent) => {
  const got = share('mf-tasks', percent);
  console.log(`canary ${percent}%: ${got.toFixed(2)}% of 10,000 devices`);
  expect(Math.abs(got - percent)).toBeLessThanOrEqual(2);
});

test('a device keeps its bucket: the same id gives the same answer every time', () => {
  for (const id of ids.slice(0, 500)) {
    expect(deviceBucket(id, 'mf-wallet')).toBe(deviceBucket(id, 'mf-wallet'));
    expect(inCanary(id, 'mf-wallet', 30)).toBe(deviceBucket(id, 'mf-wallet') < 30);
  }
});

test('raising the percent keeps every earlier device in: all in at 10% are in at 50%', () => {
  const at10 = ids.filter((id) => inCanary(id, 'mf-tasks', 10));
  expect(at10.length).toBeGreaterThan(0);
  expect(at10.filter((id) => !inCanary(id, 'mf-tasks', 50))).toEqual([]);
  // And about a fifth of the devices at 50% were already in at 10%.
  expect(
    Math.abs(
      share(
        'mf-tasks',
        10,
        ids.filter((id) => inCanary(id, 'mf-tasks', 50)),
      ) - 20,
    ),
  ).toBeLessThanOrEqual(4);
});

test("different areas give independent buckets: one area's canary devices are not another's", () => {
  const a = ids.map((id) => deviceBucket(id, 'mf-tasks'));
  const b = ids.map((id) => deviceBucket(id, 'mf-home'));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  const cov = mean(a.map((x, i) => (x - ma) * (b[i] - mb)));
  const sd = (xs: number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
  const correlation = cov / (sd(a, ma) * sd(b, mb));
  console.log(`bucket correlation mf-tasks/mf-home over 10,000 devices: ${correlation.toFixed(4)}`);
  // Independent: |r| ≈ 1/sqrt(10000) = 0.01; 0.05 is five times that.
  expect(Math.abs(correlation)).toBeLessThan(0.05);
  // And at 50% in both, about a quarter of the devices run both canaries (not a half).
  const both = (100 * ids.filter((id) => inCanary(id, 'mf-tasks', 50) && inCanary(id, 'mf-home', 50)).length) / ids.length;
  expect(Math.abs(both - 25)).toBeLessThanOrEqual(2);
});
