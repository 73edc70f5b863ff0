// The manifest chosen per request: canary buckets, preview pins, and no `canary` key for browsers.
import crypto from 'node:crypto';
import { readManifest } from '../src';
import { chooseManifest } from '../src/rollout/choose-manifest';
import { previewKey, signPreview } from '../src/rollout/preview';
import type { LiveManifest } from '../src/base/types';
import { cleanupTmp } from './helpers';
import { type RolloutRegistry, rolloutRegistry, withCanary } from './rollout-setup';

let r: RolloutRegistry;
beforeAll(() => {
  r = rolloutRegistry();
});
afterAll(cleanupTmp);

const deviceIds = (n: number) => Array.from({ length: n }, () => crypto.randomBytes(20).toString('hex'));
const tasks = (m: LiveManifest) => m.areas.find((a) => a.area === 'mf-tasks')!;
const inHour = () => new Date(Date.now() + 3600_000).toISOString();

test('without a canary or preview every device gets the live manifest itself', () => {
  const live = readManifest(r.registry)!;
  const chosen = chooseManifest(live, { registry: r.registry, deviceId: deviceIds(1)[0] });
  expect(chosen).toEqual({ manifest: live, differs: false });
  expect(chosen.manifest).toBe(live);
});

test('a 50% canary goes to about half the devices, with the live version as their fallback; no browser sees the canary key', () => {
  const live = withCanary(r.registry, 'mf-tasks', r.next, 50);
  const ids = deviceIds(2000);
  const chosen = ids.map((deviceId) => chooseManifest(live, { registry: r.registry, deviceId }));
  const canaries = chosen.filter((c) => c.differs);
  expect(canaries.length / ids.length).toBeGreaterThan(0.45);
  expect(canaries.length / ids.length).toBeLessThan(0.55);
  const liveTasks = tasks(live);
  expect(tasks(canaries[0].manifest)).toMatchObject({
    area: 'mf-tasks',
    federationName: liveTasks.federationName,
    version: r.next,
    entry: `/areas/mf-tasks/${r.next}/remoteEntry.js`,
    channel: 'canary',
    fallback: { version: r.live, entry: liveTasks.entry, integrity: liveTasks.integrity },
  });
  const others = chosen.find((c) => !c.differs)!;
  // Every device, in the canary or not, is told which canary runs, at what share, since when (/_platform).
  const { version, percent, since } = liveTasks.canary!;
  expect(tasks(others.manifest)).toEqual({
    ...Object.fromEntries(Object.entries(liveTasks).filter(([k]) => k !== 'canary')),
    canaryRun: { version, percent, since },
  });
  expect(tasks(canaries[0].manifest).canaryRun).toEqual({ version, percent, since });
  // The other areas are untouched; the canary key is gone for everyone.
  for (const c of chosen.slice(0, 50)) {
    expect(c.manifest.areas.find((a) => a.area === 'mf-home')).toEqual(live.areas.find((a) => a.area === 'mf-home'));
    expect(JSON.stringify(c.manifest)).not.toContain('"canary":');
  }
  expect(tasks(live).canary).toBeTruthy();
});

test('a device keeps its answer on every request, and keeps the canary when the percentage is raised', () => {
  const ids = deviceIds(300);
  const at10 = withCanary(r.registry, 'mf-tasks', r.next, 10);
  const at40 = withCanary(r.registry, 'mf-tasks', r.next, 40);
  const inAt = (live: LiveManifest) =>
    ids.filter((deviceId) => tasks(chooseManifest(live, { registry: r.registry, deviceId }).manifest).version === r.next);
  expect(inAt(at10)).toEqual(inAt(at10));
  expect(inAt(at10).length).toBeGreaterThan(0);
  expect(inAt(at40)).toEqual(expect.arrayContaining(inAt(at10)));
  expect(inAt(at40).length).toBeGreaterThan(inAt(at10).length);
  // No device id (a static page for everyone): nobody's canary.
  expect(chooseManifest(at40, { registry: r.registry, deviceId: null }).differs).toBe(false);
});

test('a valid preview pins the version with channel "preview" and its end time, before any canary', () => {
  const until = inHour();
  const preview = signPreview(previewKey(r.registry), { id: 'p1', area: 'mf-tasks', version: r.next, until });
  const live = withCanary(r.registry, 'mf-tasks', r.live, 99);
  const chosen = chooseManifest(live, { registry: r.registry, deviceId: deviceIds(1)[0], preview });
  expect(chosen.differs).toBe(true);
  expect(tasks(chosen.manifest)).toMatchObject({
    version: r.next,
    channel: 'preview',
    previewUntil: until,
    fallback: { version: r.live, entry: tasks(live).entry },
  });
  expect(JSON.stringify(chosen.manifest)).not.toContain('"canary":');
});

test('an expired, altered, foreign or unpublished preview is ignored', () => {
  const live = readManifest(r.registry)!;
  const key = previewKey(r.registry);
  const choose = (preview: string) => chooseManifest(live, { registry: r.registry, deviceId: null, preview });
  const expired = signPreview(key, { id: 'p1', area: 'mf-tasks', version: r.next, until: new Date(Date.now() - 1000).toISOString() });
  const valid = signPreview(key, { id: 'p1', area: 'mf-tasks', version: r.next, until: inHour() });
  const [, signature] = valid.split('.');
  const otherVersion = Buffer.from(JSON.stringify({ area: 'mf-tasks', version: r.live, until: inHour() })).toString('base64url');
  const foreign = signPreview(crypto.randomBytes(32), { id: 'p1', area: 'mf-tasks', version: r.next, until: inHour() });
  const unpublished = signPreview(key, { id: 'p1', area: 'mf-tasks', version: '9.9.9-0000000000', until: inHour() });
  for (const preview of [expired, `${otherVersion}.${signature}`, foreign, unpublished, 'not-a-token']) {
    expect(choose(preview)).toEqual({ manifest: live, differs: false });
  }
  expect(choose(valid).differs).toBe(true);
});
