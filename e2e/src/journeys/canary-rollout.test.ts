// Safe rollouts in real Chromium: a 50% canary splits fresh browsers and each keeps its version,
// a QA preview link pins a version in one browser only, and a canary that cannot mount is ended
// by the canary watch from the browsers' own health reports.
import type { Browser, BrowserContext } from 'playwright-core';
import { preview, promoteCanary, publish, readHistory, readManifest, rollback } from '@survey/release';
import { changedBuild } from '../support/changed-build';
import { recordFailedRequests, waitForArea } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';

const AREA = 'mf-exchange';
const env = setUpSite();
const log = () => undefined;

const live = () => readManifest(env.site.registry)!.areas.find((a) => a.area === AREA)!;

/** Opens /exchange in the context: the mf-exchange versions whose entries the page asked for, in order. */
async function exchangeEntries(context: BrowserContext, reload = false): Promise<string[]> {
  const page = context.pages()[0] ?? (await context.newPage());
  const entries: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const match = /\/areas\/mf-exchange\/([^/]+)\/remoteEntry\.js$/.exec(new URL(request.url()).pathname);
    if (match) entries.push(match[1]);
  };
  page.on('request', onRequest);
  if (reload) await page.reload();
  else await page.goto(`${env.site.url}/exchange`);
  await waitForArea(page, AREA);
  page.off('request', onRequest);
  return entries;
}

/** The mf-exchange version the page runs: the entry it loaded last (a fallback comes after a failure). */
const openExchange = async (context: BrowserContext, reload = false) => (await exchangeEntries(context, reload)).at(-1);

async function inBatches<T>(count: number, size: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => run(start + k)))));
  }
  return out;
}

const fresh = (browser: Browser) => browser.newContext({ viewport: { width: 390, height: 844 } });

test('a 50% canary over 40 fresh browsers: between 12 and 28 run it, and each keeps its version on reload', async () => {
  const liveVersion = live().version;
  const canary = publish(AREA, { registry: env.site.registry, from: changedBuild(AREA, '兑换中心', '兑换中心·灰度'), log });
  promoteCanary(AREA, canary.version, 50, { registry: env.site.registry, log });

  const runs = await inBatches(40, 4, async () => {
    const context = await fresh(env.browser);
    try {
      const first = await openExchange(context);
      const again = await openExchange(context, true);
      return { first, again };
    } finally {
      await context.close();
    }
  });
  for (const run of runs) {
    expect([liveVersion, canary.version]).toContain(run.first);
    expect(run.again).toBe(run.first);
  }
  const onCanary = runs.filter((run) => run.first === canary.version).length;
  console.log(`50% canary: ${onCanary} of 40 fresh browsers ran it, each the same version on reload`);
  expect(onCanary).toBeGreaterThanOrEqual(12);
  expect(onCanary).toBeLessThanOrEqual(28);

  rollback(AREA, { registry: env.site.registry, log }); // ends the canary
  expect(live().canary ?? null).toBeNull();
  expect(live().version).toBe(liveVersion);
}, 240_000);

test('a preview link pins a published version in that browser only, with a badge and a way out', async () => {
  const liveVersion = live().version;
  const next = publish(AREA, { registry: env.site.registry, from: changedBuild(AREA, '兑换中心', '兑换中心·预览'), log });
  const link = `${env.site.url}/_preview/${preview(AREA, next.version, { registry: env.site.registry, duration: '2h', log }).token}`;

  const qa = await fresh(env.browser);
  const member = await fresh(env.browser);
  try {
    const qaPage = await qa.newPage();
    await qaPage.goto(link);
    await qaPage.waitForURL(`${env.site.url}/exchange`);
    await waitForArea(qaPage, AREA);
    const badge = qaPage.getByText(`预览 ${AREA}`);
    await badge.waitFor();
    expect(await openExchange(qa, true)).toBe(next.version);
    await expect(qaPage.getByRole('link', { name: '退出预览' }).isVisible()).resolves.toBe(true);

    expect(await openExchange(member)).toBe(liveVersion);
    await expect(member.pages()[0].getByText(`预览 ${AREA}`).count()).resolves.toBe(0);

    // An altered link pins nothing.
    const altered = await fresh(env.browser);
    const tampered = link.replace(/.(?=\.[^.]*$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const alteredPage = await altered.newPage();
    await alteredPage.goto(tampered);
    expect(await openExchange(altered)).toBe(liveVersion);
    await expect(alteredPage.getByText(`预览 ${AREA}`).count()).resolves.toBe(0);
    await altered.close();

    await qaPage.getByRole('link', { name: '退出预览' }).click();
    await qaPage.waitForURL(`${env.site.url}/`);
    expect(await openExchange(qa)).toBe(liveVersion);
    await expect(qaPage.getByText(`预览 ${AREA}`).count()).resolves.toBe(0);
  } finally {
    await qa.close();
    await member.close();
  }
  expect(live().version).toBe(liveVersion); // a preview changes nothing live
}, 120_000);

test('a canary that cannot mount is rolled back automatically within 60 s of its first failures', async () => {
  const liveVersion = live().version;
  const broken = publish(AREA, {
    registry: env.site.registry,
    from: changedBuild(AREA, 'title:"兑换中心"', 'title:(()=>{throw new Error("canary cannot mount")})()', { scriptsOnly: true }),
    log,
  });
  promoteCanary(AREA, broken.version, 50, { registry: env.site.registry, log });

  // Fresh browsers until 5 are on the canary, then reloads of those until it has 25 loads. Each
  // falls back to the live version in that browser, and reports the failed load.
  const onCanary: BrowserContext[] = [];
  const others: BrowserContext[] = [];
  let firstFailure = 0;
  let canaryLoads = 0;
  while (onCanary.length < 5) {
    const context = await fresh(env.browser);
    const page = await context.newPage();
    const failed = recordFailedRequests(page);
    const tried = await exchangeEntries(context);
    expect(tried.at(-1)).toBe(liveVersion); // the fallback, whatever the bucket
    expect(failed).toEqual([]);
    if (tried.includes(broken.version)) {
      firstFailure ||= Date.now();
      canaryLoads += 1;
      onCanary.push(context);
    } else others.push(context);
  }
  while (canaryLoads < 25) {
    for (const context of onCanary) {
      expect(await exchangeEntries(context, true)).toEqual([broken.version, liveVersion]);
      canaryLoads += 1;
    }
  }
  // Leaving the pages sends what they still hold (pagehide).
  for (const context of [...onCanary, ...others]) {
    await context.pages()[0].goto('about:blank');
    await context.close();
  }

  const deadline = firstFailure + 60_000;
  while (!readHistory(env.site.registry, AREA).some((e) => e.action === 'auto-rollback') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const entry = readHistory(env.site.registry, AREA).find((e) => e.action === 'auto-rollback');
  expect(entry).toMatchObject({ action: 'auto-rollback', from: broken.version, to: liveVersion });
  expect(entry!.note).toMatch(/canary \d+ loads from 1 addresses, \d+ failed on 1 \(100\.0% per address\)/);
  expect(Date.parse(entry!.time)).toBeLessThanOrEqual(deadline);
  console.log(
    `auto-rollback ${((Date.parse(entry!.time) - firstFailure) / 1000).toFixed(1)} s after the first failed load: ${entry!.note}`,
  );
  expect(live().canary ?? null).toBeNull();

  const after = await inBatches(6, 3, async () => {
    const context = await fresh(env.browser);
    try {
      return await openExchange(context);
    } finally {
      await context.close();
    }
  });
  expect(after).toEqual(Array(6).fill(liveVersion));
}, 180_000);
