import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type TestSite } from './site';

/** A site and a browser for one test file: started before its tests, closed after them. */
export function setUpSite(options?: Parameters<typeof startSite>[0]): { site: TestSite; browser: Browser } {
  const context = {} as { site: TestSite; browser: Browser };
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([startSite(options), launchBrowser()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.site?.close();
  });
  return context;
}
