// Screenshots of every route of the live manifest at a phone and a laptop size, as a visitor
// (public routes) and as the demo member (all routes), for looking at what we build:
// `pnpm --filter @survey/e2e screenshots [baseUrl]` → e2e/artifacts/screenshots/<size>/*.png
// Without a base URL it starts a site of the current builds on free ports.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser';
import { repoRoot, startSite, type TestSite } from '../support/site';
import { VIEWPORTS, liveRoutes, openContext } from '../support/site-routes';

const slug = (url: string) => (url === '/' ? 'index' : url.slice(1).replace(/[/?=&.]+/g, '_'));

async function main() {
  const given = process.argv[2];
  const site: TestSite | null = given ? null : await startSite();
  const base = given ?? site!.url;
  const out = path.join(repoRoot, 'e2e', 'artifacts', 'screenshots');
  rmSync(out, { recursive: true, force: true });
  const browser = await launchBrowser();
  let count = 0;
  try {
    const routes = await liveRoutes(base);
    for (const viewport of VIEWPORTS) {
      mkdirSync(path.join(out, viewport.name), { recursive: true });
      for (const member of [false, true]) {
        const context = await openContext(browser, base, viewport.options, member);
        const page = await context.newPage();
        for (const route of routes.filter((r) => member || r.public)) {
          await page.goto(`${base}${route.url}`, { waitUntil: 'networkidle' });
          await page.screenshot({
            path: path.join(out, viewport.name, `${member ? 'member' : 'visitor'}-${slug(route.url)}.png`),
            fullPage: true,
          });
          count += 1;
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site?.close();
  }
  console.log(`${count} screenshots in ${path.relative(repoRoot, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
