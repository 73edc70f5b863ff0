import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type TestSite } from './site';

/** A site and a browser for one test file: started before its tests, closed after them. */
export function setUpSite(options?: Parameters<typeof startSite>[0]): { site: TestSite; browser: Browser } {
  const context = {} as { site: TestSite; browser: Browser };
  beforeAll(async () => {
    // Keep whichever half started even if the other fails, so afterAll closes it (a browser
    // left open would keep jest from ever exiting).
    const [site, browser] = await Promise.allSettled([startSite(options), launchBrowser()]);
    if (site.status === 'fulfilled') context.site = site.value;
    if (browser.status === 'fulfilled') context.browser = browser.value;
    if (site.status === 'rejected') throw site.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.close();
  });
  return context;
}
