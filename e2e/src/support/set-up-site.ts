import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { journeyTarget } from './journey-target';
import { startSite, type TestSite } from './site';
import { deployedSite, throughPreview } from './target-site';

/**
 * A site and a browser for one test file: started before its tests, closed after them. Under
 * `test:area --site`, the deployed site instead, and with `--preview` a browser pinned to that version.
 */
export function setUpSite(options?: Parameters<typeof startSite>[0]): { site: TestSite; browser: Browser } {
  const context = {} as { site: TestSite; browser: Browser };
  const target = journeyTarget();
  beforeAll(async () => {
    // A deployed site's API runs with its own settings: a journey that sets them needs the local site.
    if (target?.site && options)
      throw new Error(`this journey sets the API's options (${Object.keys(options).join(', ')}): it runs on the local test site only`);
    // Keep whichever half started even if the other fails, so afterAll closes it (a browser
    // left open would keep jest from ever exiting).
    const [site, browser] = await Promise.allSettled([target?.site ? deployedSite(target.site) : startSite(options), launchBrowser()]);
    if (site.status === 'fulfilled') context.site = site.value;
    if (browser.status === 'fulfilled') context.browser = target?.preview ? throughPreview(browser.value, target.preview) : browser.value;
    if (site.status === 'rejected') throw site.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.close();
  });
  return context;
}
