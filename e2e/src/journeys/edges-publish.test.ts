// Teams publish from their own CI, the site runs on several web hosts: two nginx edges in front of
// the registry service. A changed mf-tasks is published from a folder outside the repo with only the
// registry's URL and the team's deploy token; both edges serve it at the next page load and every
// other area byte for byte as before; the operator rolls it back remotely; history names both tokens.
// A canary and a preview are chosen per request by the origin behind the edges, from the browser's cookies.
// With the origin hung, each edge answers a browser's page and remotes.json from that browser's last copy.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type HistoryEntry, type LiveManifest, deviceBucket, deviceKey, signDeviceId } from '@survey/release';
import { changedBuild } from '../support/changed-build';
import { type EdgesSite, startEdgesSite } from '../support/edges-site';
import { recordFailedRequests, signInWithPassword } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';
import { repoRoot } from '../support/site';

const RELEASE_CLI = path.join(repoRoot, 'release', 'bin', 'release.cjs');
const env = setUpSite();
let edges: EdgesSite;
let page: Page;
let failures: string[];

/** `pnpm release …` as a CI job runs it: in `cwd`, knowing the registry only by its URL and a token. */
function release(args: string[], options: { token: string; cwd?: string }) {
  const { INIT_CWD: _initCwd, SURVEY_REGISTRY: _registry, SURVEY_RELEASE_TOKEN: _token, ...inherited } = process.env;
  const res = spawnSync(process.execPath, [RELEASE_CLI, ...args], {
    cwd: options.cwd ?? repoRoot,
    encoding: 'utf8',
    env: { ...inherited, SURVEY_REGISTRY: edges.origin, SURVEY_RELEASE_TOKEN: options.token },
  });
  if (res.status !== 0) throw new Error(`release ${args.join(' ')} exited ${res.status}: ${res.stderr}${res.stdout}`);
  return res.stdout;
}

async function remotesOf(edge: string): Promise<LiveManifest> {
  const response = await fetch(`${edge}/remotes.json`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as LiveManifest;
}
async function bytesOf(edge: string, file: string): Promise<Buffer> {
  const response = await fetch(new URL(file, `${edge}/`));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
/** Every area but mf-tasks as an edge serves it: its remotes.json entry and its remoteEntry.js. */
async function otherAreas(edge: string) {
  const areas = (await remotesOf(edge)).areas.filter((a) => a.area !== 'mf-tasks');
  return Promise.all(areas.map(async (entry) => ({ entry, bytes: await bytesOf(edge, entry.entry) })));
}
async function openTasks(edge: string, changed: boolean) {
  await page.goto(`${edge}/task`);
  await page.waitForFunction((changed) => document.title.includes('任务大厅') && document.title.includes('新版') === changed, changed);
}

beforeAll(async () => {
  edges = await startEdgesSite(env.site, 2);
  page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  failures = recordFailedRequests(page);
  // The session cookie belongs to the host, not the port: signed in through one edge, the member is
  // signed in on the other too, as behind one load balancer.
  await signInWithPassword(page, edges.urls[0]);
}, 120_000);

afterAll(async () => {
  await page?.close();
  await edges?.close();
});

test('a team publishes a changed mf-tasks with its token from outside the repo, both edges serve it, the operator rolls it back', async () => {
  // The run's operator token (as `PROD_EDGES=2 pnpm prod:local` writes it) makes the tokens, remotely.
  const ops = release(['token', 'create', '--area', 'all', '--name', 'ops'], {
    token: readFileSync(edges.operatorTokenFile, 'utf8').trim(),
  }).trim();
  const team = release(['token', 'create', '--area', 'mf-tasks', '--can', 'publish,promote,rollback', '--name', 'team-tasks'], {
    token: ops,
  }).trim();
  expect(team).toMatch(/^srt_\S+$/);

  const [edgeA, edgeB] = edges.urls;
  const before = await remotesOf(edgeA);
  const oldTasks = before.areas.find((a) => a.area === 'mf-tasks')!;
  const othersBefore = await otherAreas(edgeA);
  expect(othersBefore).toHaveLength(5);

  // The team's CI: a checkout holding the new build, the CLI, the registry's URL and the team's token.
  const clone = changedBuild('mf-tasks', '任务大厅', '任务大厅·新版');
  const published = release(['publish', 'mf-tasks', '--from', '.', '--promote'], { token: team, cwd: clone });
  const version = /^published mf-tasks (\S+), now live/m.exec(published)?.[1];
  expect(version).toBeDefined();
  expect(version).not.toBe(oldTasks.version);

  for (const edge of edges.urls) {
    await openTasks(edge, true);
    const live = await remotesOf(edge);
    expect(live.areas.find((a) => a.area === 'mf-tasks')).toMatchObject({ version, fallback: { version: oldTasks.version } });
    // The other five areas: the same entries in remotes.json and the same remoteEntry.js bytes.
    const others = await otherAreas(edge);
    expect(others.map((o) => o.entry)).toEqual(othersBefore.map((o) => o.entry));
    for (const [index, other] of others.entries()) expect(other.bytes.equals(othersBefore[index].bytes)).toBe(true);
  }
  expect(await remotesOf(edgeB)).toEqual(await remotesOf(edgeA));

  const rolledBack = release(['rollback', 'mf-tasks'], { token: ops });
  expect(rolledBack).toContain(`mf-tasks rolled back ${version} → ${oldTasks.version}`);
  for (const edge of edges.urls) {
    await openTasks(edge, false);
    expect((await remotesOf(edge)).areas.find((a) => a.area === 'mf-tasks')!.version).toBe(oldTasks.version);
  }

  const history = JSON.parse(release(['history', 'mf-tasks', '--json'], { token: ops })) as HistoryEntry[];
  const who = (action: HistoryEntry['action'], from: string | null, to: string | null) =>
    history.find((e) => e.action === action && e.from === from && e.to === to)?.user;
  expect(who('publish', null, version!)).toBe('team-tasks');
  expect(who('promote', oldTasks.version, version!)).toBe('team-tasks');
  expect(who('rollback', version!, oldTasks.version)).toBe('ops');
  expect(failures).toEqual([]);
});

test('through both edges the device cookie picks the same canary version, and a preview link pins a version', async () => {
  const ops = readFileSync(edges.operatorTokenFile, 'utf8').trim();
  const live = (await remotesOf(edges.urls[0])).areas.find((a) => a.area === 'mf-tasks')!;
  const clone = changedBuild('mf-tasks', '任务大厅', '任务大厅·灰度');
  const version = /^published mf-tasks (\S+)/m.exec(release(['publish', 'mf-tasks', '--from', '.'], { token: ops, cwd: clone }))?.[1];
  expect(release(['promote', 'mf-tasks', version!, '--canary', '50'], { token: ops })).toContain(
    `mf-tasks ${version} is the canary for 50%`,
  );

  // Two devices, one each side of the 50% line for mf-tasks.
  const ids = Array.from({ length: 40 }, (_, i) => createHash('sha1').update(`device-${i}`).digest('hex'));
  // As the origin issued them: signed with the registry's device-id key (an unsigned id would be replaced).
  const sign = (id: string) => signDeviceId(deviceKey(env.site.registry), id);
  const inside = sign(ids.find((id) => deviceBucket(id, 'mf-tasks') < 50)!);
  const outside = sign(ids.find((id) => deviceBucket(id, 'mf-tasks') >= 50)!);
  const tasksFor = async (edge: string, cookie?: string) => {
    const response = await fetch(`${edge}/remotes.json`, { headers: cookie ? { cookie } : {} });
    return {
      setCookie: response.headers.get('set-cookie'),
      tasks: ((await response.json()) as LiveManifest).areas.find((a) => a.area === 'mf-tasks')!,
    };
  };
  for (const edge of edges.urls) {
    expect((await tasksFor(edge, `DEVICE_ID=${inside}`)).tasks).toMatchObject({
      version,
      channel: 'canary',
      fallback: { version: live.version },
    });
    expect((await tasksFor(edge, `DEVICE_ID=${outside}`)).tasks).toMatchObject({ version: live.version });
    expect((await tasksFor(edge, `DEVICE_ID=${outside}`)).tasks).not.toHaveProperty('canary');
    // A first visit gets its device id from the origin, through the edge, and is answered with it.
    const first = await tasksFor(edge);
    const minted = /DEVICE_ID=([0-9a-f]{40})\.[\w-]{43}/.exec(first.setCookie ?? '')?.[1];
    expect(minted).toBeDefined();
    expect(first.tasks.version).toBe(deviceBucket(minted!, 'mf-tasks') < 50 ? version : live.version);
    // The page a canary device opens inlines the canary.
    const html = await (await fetch(`${edge}/task`, { headers: { accept: 'text/html', cookie: `DEVICE_ID=${inside}` } })).text();
    expect(html).toContain(`/areas/mf-tasks/${version}/remoteEntry.js`);
  }

  // QA's link, made remotely, opened on edge A, pins the version on edge B too (one site, one cookie).
  const printed = release(['preview', 'mf-tasks', version!, '--for', '30m', '--site', edges.urls[0]], { token: ops });
  const link = /(http\S+\/_preview\/\S+)/.exec(printed)?.[1];
  expect(link).toBeDefined();
  const opened = await fetch(link!, { redirect: 'manual', headers: { cookie: `DEVICE_ID=${outside}` } });
  expect(opened.status).toBe(302);
  expect(opened.headers.get('location')).toBe('/task');
  const pin = /SURVEY_PREVIEW=[^;]+/.exec(opened.headers.get('set-cookie') ?? '')?.[0];
  expect(pin).toBeDefined();
  expect((await tasksFor(edges.urls[1], `DEVICE_ID=${outside}; ${pin}`)).tasks).toMatchObject({ version, channel: 'preview' });

  expect(release(['rollback', 'mf-tasks'], { token: ops })).toContain('ended');
  for (const edge of edges.urls) expect((await tasksFor(edge, `DEVICE_ID=${inside}`)).tasks.version).toBe(live.version);
});

test('with the registry origin paused, every edge answers a returning browser’s / and /remotes.json within 3 s', async () => {
  const cookie = `DEVICE_ID=${'c'.repeat(40)}`;
  const get = (edge: string, p: string) => fetch(`${edge}${p}`, { headers: { accept: 'text/html', cookie } });
  const before = new Map<string, string>();
  for (const edge of edges.urls) for (const p of ['/', '/remotes.json']) before.set(`${edge}${p}`, await (await get(edge, p)).text());
  process.kill(edges.originPid, 'SIGSTOP');
  try {
    for (const edge of edges.urls)
      for (const p of ['/', '/remotes.json']) {
        const started = Date.now();
        const res = await get(edge, p);
        expect([edge, p, res.status]).toEqual([edge, p, 200]);
        expect(await res.text()).toBe(before.get(`${edge}${p}`));
        expect(Date.now() - started).toBeLessThan(3000);
      }
  } finally {
    process.kill(edges.originPid, 'SIGCONT');
  }
  // Back: the origin answers again (not the copy).
  expect((await get(edges.urls[0], '/remotes.json')).headers.get('x-edge-cache')).toBe('BYPASS');
});
