// The site server inlines the live manifest into index.html and hints every script the
// path needs, with its hash, so the browser fetches them at once. The page must then make no
// /remotes.json round trip, fetch each hinted script exactly once (a hint whose integrity or
// crossorigin did not match the real load would be fetched twice), load nothing unhinted from
// the area before its content shows, and still re-check the live manifest before a fallback.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { publish, readManifest } from '@survey/release';
import { changedBuild } from '../support/changed-build';
import { setUpSite } from '../support/set-up-site';

const env = setUpSite();

const PAGES = [
  { path: '/', area: 'mf-campaigns', content: '.area-mf-campaigns h1' },
  { path: '/login', area: 'mf-auth', content: '.area-mf-auth form' },
  { path: '/exchange', area: 'mf-exchange', content: '.area-mf-exchange [data-testid="benefit-card"]' },
];

async function freshPage(): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  return { page, requests, errors };
}

const hintsOf = (page: Page) =>
  page.$$eval('link[rel="preload"][as="script"]', (links) =>
    links.map((link) => ({
      href: new URL((link as HTMLLinkElement).href).pathname,
      integrity: (link as HTMLLinkElement).integrity,
      cors: link.getAttribute('crossorigin'),
    })),
  );

test.each(PAGES)(
  '$path: manifest inlined, every script the page needs hinted with its hash and fetched once, no /remotes.json',
  async ({ path: route, area, content }) => {
    const { page, requests, errors } = await freshPage();
    await page.goto(`${env.site.url}${route}`);
    await page.locator(content).first().waitFor();
    const beforeContent = [...requests];
    await page.waitForLoadState('networkidle');

    const hints = await hintsOf(page);
    const live = readManifest(env.site.registry)!.areas.find((release) => release.area === area)!;
    const areaBase = path.posix.dirname(live.entry);
    expect(hints.find((hint) => hint.href === live.entry)).toEqual({ href: live.entry, integrity: live.integrity, cors: 'anonymous' });
    expect(hints.every((hint) => hint.integrity.startsWith('sha384-') && hint.cors === 'anonymous')).toBe(true);
    // The shell's boot chunks and the area's screen chunks are hinted, not only the entry.
    expect(hints.filter((hint) => !hint.href.startsWith('/areas/')).length).toBeGreaterThan(3);
    expect(hints.filter((hint) => hint.href.startsWith(`${areaBase}/`)).length).toBeGreaterThan(2);

    expect(requests).not.toContain('/remotes.json');
    for (const hint of hints)
      expect({ href: hint.href, fetched: requests.filter((r) => r === hint.href).length }).toEqual({ href: hint.href, fetched: 1 });
    // Nothing the area loaded before its content showed was missing from the hints.
    const areaScripts = beforeContent.filter((r) => r.startsWith(`${areaBase}/`) && r.endsWith('.js'));
    expect(areaScripts.filter((r) => !hints.some((hint) => hint.href === r))).toEqual([]);
    // Nor anything of the shell's but main.js, which index.html itself asks for.
    const shellScripts = beforeContent.filter((r) => r.endsWith('.js') && !r.startsWith('/areas/') && r !== '/main.js');
    expect(shellScripts.filter((r) => !hints.some((hint) => hint.href === r))).toEqual([]);
    expect(errors.filter((e) => /preload|integrity|hydrat/i.test(e))).toEqual([]);
    await page.context().close();
  },
);

test('a live area that fails makes the shell re-check /remotes.json before it falls back', async () => {
  const registry = env.site.registry;
  publish('mf-exchange', { registry, from: changedBuild('mf-exchange', '兑换中心', '兑换中心·新版'), promote: true, log: () => undefined });
  const exchange = readManifest(registry)!.areas.find((release) => release.area === 'mf-exchange')!;
  // The live entry, changed in the registry, is refused by the browser (its hash no longer matches).
  appendFileSync(path.join(registry, exchange.entry), '\n/* changed */');
  const { page, requests } = await freshPage();
  await page.goto(`${env.site.url}/exchange`);
  // The area mounted (the server's markup shows the goods before any of its code ran).
  await page.locator('.area-mount-mf-exchange[data-mounted]').waitFor();
  expect(requests).toContain('/remotes.json');
  expect(requests).toContain(exchange.fallback!.entry);
  await page.context().close();
});
