// Chunks are not integrity-checked: every chunk an area loads is checked against the
// hash its entry carries, so a chunk modified in the registry is refused by the browser and the
// area falls back to its previous version.
import { createHash } from 'node:crypto';
import { appendFileSync, chmodSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { publish, readManifest } from '@survey/release';
import { changedBuild } from '../support/changed-build';
import { recordScripts, signInWithPassword, waitForArea } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';
import { repoRoot } from '../support/site';

const env = setUpSite();
const BENEFIT_NAME = '支付宝提现 10元';
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const liveArea = (area: string) => readManifest(env.site.registry)!.areas.find((release) => release.area === area)!;
const versionDir = (entry: string) => path.join(env.site.registry, path.dirname(entry));

/** A signed-in page in a context of its own: nothing cached from an earlier load. */
async function freshPage(): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInWithPassword(page, env.site.url);
  return page;
}

test('every chunk file of every area and of the shell has its sha384 in the runtime that loads it', () => {
  const manifest = readManifest(env.site.registry)!;
  const figures: string[] = [];
  const runtimes = [
    // An area's standalone entry (main.js, not published) loads one chunk of its own: its hash is there.
    ...manifest.areas.map((area) => ({
      name: area.area,
      dir: versionDir(area.entry),
      entry: 'remoteEntry.js',
      standalone: path.join(repoRoot, area.area, 'dist', 'main.js'),
    })),
    { name: 'shell', dir: path.join(env.site.registry, 'shell', manifest.shell!.version), entry: 'main.js', standalone: null },
  ];
  for (const { name, dir, entry, standalone } of runtimes) {
    const table = readFileSync(path.join(dir, entry), 'utf8');
    const standaloneTable = standalone ? readFileSync(standalone, 'utf8') : '';
    const chunks = readdirSync(dir).filter((file) => file.endsWith('.js') && file !== entry);
    const hashOf = (file: string) => sri(readFileSync(path.join(dir, file)));
    const covered = chunks.filter((file) => table.includes(hashOf(file)));
    const uncovered = chunks.filter((file) => !covered.includes(file) && !standaloneTable.includes(hashOf(file)));
    figures.push(`${name} ${covered.length}/${chunks.length}`);
    expect({ name, uncovered }).toEqual({ name, uncovered: [] });
  }
  console.log(`chunks whose sha384 the site's runtime carries: ${figures.join(', ')} (the rest: the standalone entry's)`);
});

test('each chunk of the live mf-exchange that the page loads, once modified, is refused and the fallback version renders', async () => {
  const original = liveArea('mf-exchange');
  publish('mf-exchange', {
    registry: env.site.registry,
    from: changedBuild('mf-exchange', '兑换中心', '兑换中心·新版'),
    promote: true,
    log: () => undefined,
  });
  const live = liveArea('mf-exchange');
  expect(live).toMatchObject({ fallback: { version: original.version } });

  // What the live version loads for /exchange, in a browser that refuses nothing yet.
  const clean = await freshPage();
  const scripts = recordScripts(clean);
  await clean.goto(`${env.site.url}/exchange`);
  // The pre-rendered page shows the catalogue before any chunk loads: wait for the mount.
  await waitForArea(clean, 'mf-exchange');
  await clean.getByText(BENEFIT_NAME, { exact: true }).waitFor();
  const liveFolder = path.posix.dirname(live.entry);
  const chunks = scripts.filter((script) => script.startsWith(`${liveFolder}/`) && !script.endsWith('/remoteEntry.js'));
  expect(chunks.length).toBeGreaterThan(1);
  await clean.context().close();

  const fellBack: string[] = [];
  for (const chunk of chunks) {
    const file = path.join(env.site.registry, chunk);
    const bytes = readFileSync(file);
    // Published files are read-only; a tampering attacker or a bad disk does not care.
    chmodSync(file, 0o644);
    appendFileSync(file, '\n;window.__tampered = true;');
    try {
      const page = await freshPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/integrity/i.test(message.text())) refused.push(message.text());
      });
      const loaded = recordScripts(page);
      await page.goto(`${env.site.url}/exchange`);
      await waitForArea(page, 'mf-exchange');
      await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();

      expect({ chunk, refused: refused.some((text) => text.includes(chunk)) }).toEqual({ chunk, refused: true });
      expect(loaded).toContain(original.entry);
      expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
      await page.evaluate(() => window.history.pushState(null, '', '/_platform'));
      await expect(
        page
          .getByRole('region', { name: '各区域发布状态' })
          .getByRole('row', { name: /mf-exchange/ })
          .innerText(),
      ).resolves.toMatch(/fallback/);
      await page.context().close();
      fellBack.push(path.posix.basename(chunk));
    } finally {
      writeFileSync(file, bytes);
      chmodSync(file, 0o444);
    }
  }
  console.log(`modified, refused, fallback rendered: ${fellBack.join(', ')}`);
});
