// One area is released and rolled back on its own; a corrupt live entry falls back.
import { appendFileSync, chmodSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { publish, readManifest, rollback, setUpdating } from '@survey/release';
import { changedBuild } from '../support/changed-build';
import { signInWithPassword, waitForArea } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';

const env = setUpSite();
let page: Page;
const log = () => undefined;

beforeAll(async () => {
  page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInWithPassword(page, env.site.url);
});

function liveAreas() {
  return readManifest(env.site.registry)!.areas;
}
function entryBytes(entry: string) {
  return readFileSync(path.join(env.site.registry, entry));
}

test('publishing a changed mf-tasks shows it on the next load, leaves the other five areas byte-for-byte alone, and rollback restores it', async () => {
  const before = liveAreas();
  const oldTasks = before.find((a) => a.area === 'mf-tasks')!;
  const others = before.filter((a) => a.area !== 'mf-tasks');
  const otherBytes = others.map((a) => entryBytes(a.entry));

  const result = publish('mf-tasks', {
    registry: env.site.registry,
    from: changedBuild('mf-tasks', '任务大厅', '任务大厅·新版'),
    promote: true,
    log,
  });
  expect(result.version).not.toBe(oldTasks.version);

  await page.goto(`${env.site.url}/task`);
  await page.waitForFunction(() => document.title.includes('任务大厅·新版'));
  const after = liveAreas();
  expect(after.find((a) => a.area === 'mf-tasks')).toMatchObject({ version: result.version, fallback: { version: oldTasks.version } });
  for (const [index, area] of others.entries()) {
    const now = after.find((a) => a.area === area.area)!;
    expect({ version: now.version, integrity: now.integrity }).toEqual({ version: area.version, integrity: area.integrity });
    expect(entryBytes(now.entry).equals(otherBytes[index])).toBe(true);
  }

  rollback('mf-tasks', { registry: env.site.registry, log });
  expect(liveAreas().find((a) => a.area === 'mf-tasks')!.version).toBe(oldTasks.version);
  await page.goto(`${env.site.url}/task`);
  await page.waitForFunction(() => document.title.includes('任务大厅') && !document.title.includes('新版'));
});

test('a corrupt live entry of mf-exchange is refused by its integrity hash and the site serves the fallback', async () => {
  const original = liveAreas().find((a) => a.area === 'mf-exchange')!;
  const next = publish('mf-exchange', {
    registry: env.site.registry,
    from: changedBuild('mf-exchange', '兑换中心', '兑换中心·新版'),
    promote: true,
    log,
  });
  const live = liveAreas().find((a) => a.area === 'mf-exchange')!;
  expect(live).toMatchObject({ version: next.version, fallback: { version: original.version } });
  const others = liveAreas().filter((a) => a.area !== 'mf-exchange');

  // Published files are read-only; a tampering attacker or a bad disk does not care.
  const liveEntry = path.join(env.site.registry, live.entry);
  chmodSync(liveEntry, 0o644);
  appendFileSync(liveEntry, '\n/* tampered */ window.__tampered = true;');

  const entriesLoaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('remoteEntry.js')) entriesLoaded.push(new URL(response.url()).pathname);
  });
  await page.goto(`${env.site.url}/exchange`);
  // The pre-rendered page shows the catalogue before any entry loads: wait for the mount.
  await waitForArea(page, 'mf-exchange');
  await page.locator('.area-mf-exchange').getByText('金币').first().waitFor();
  expect(entriesLoaded).toContain(original.entry);
  expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();

  // The operator view (same page, client-side navigation) records the failure and the fallback.
  await page.evaluate(() => window.history.pushState(null, '', '/_platform'));
  const row = page.getByRole('region', { name: '各区域发布状态' }).getByRole('row', { name: /mf-exchange/ });
  await row.waitFor();
  await expect(row.innerText()).resolves.toMatch(/fallback/);

  // The other areas still run their own live versions.
  expect(
    liveAreas()
      .filter((a) => a.area !== 'mf-exchange')
      .map((a) => a.version),
  ).toEqual(others.map((a) => a.version));
  await page.goto(`${env.site.url}/home`);
  await page.locator('.area-mf-home').getByText('M2026001').waitFor();
});

test('the site-wide updating flag sends every page to /updating on the next load, and off brings it back', async () => {
  setUpdating(true, { registry: env.site.registry, log });
  await page.goto(`${env.site.url}/task`);
  await page.waitForURL(`${env.site.url}/updating`);
  await page.getByText('系统升级中').first().waitFor();

  setUpdating(false, { registry: env.site.registry, log });
  await page.goto(`${env.site.url}/task`);
  await page.locator('.area-mf-tasks').getByText('任务大厅').first().waitFor();
});
