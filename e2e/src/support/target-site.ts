// The site and browser of a journey run by `test:area --site`: the deployed site as it is (nothing
// started, nothing to close), and, with `--preview`, a browser whose every context first opens the
// preview link and sees the badge name the pinned version, so each journey runs on that version.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { PreviewTarget } from './journey-target';
import type { TestSite } from './site';

/** A deployed site: what only the local test site has fails loudly instead of reading something else. */
export function deployedSite(url: string): TestSite {
  const localOnly = (what: string): never => {
    throw new Error(
      `this journey reads the local test site's ${what}, which ${url} does not give: mark it 'local' in e2e/src/area/journey-areas.ts`,
    );
  };
  return {
    url,
    get apiUrl() {
      return localOnly('API process');
    },
    get registry() {
      return localOnly('release registry');
    },
    close: async () => undefined,
  };
}

/** Opens the link in a fresh page of `context` and checks the shell's badge names the pinned version. */
async function openPreview(context: BrowserContext, preview: PreviewTarget) {
  const page = await context.newPage();
  try {
    await page.goto(preview.link);
    const badge = page.getByTestId('preview-badge');
    await badge.waitFor({ timeout: 20_000 }).catch(() => {
      throw new Error(
        `the preview link landed on ${page.url()} without a preview badge: the site refused it (altered, revoked or expired?)`,
      );
    });
    // The badge may shorten the version on screen; its full name is in the text all the same.
    expect(await badge.textContent()).toContain(`${preview.area} ${preview.version}`);
  } finally {
    await page.close();
  }
}

/** `browser`, except that each new context (and `newPage`'s own context) runs the previewed version. */
export function throughPreview(browser: Browser, preview: PreviewTarget): Browser {
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    await openPreview(context, preview);
    return context;
  };
  const newPage = async (options?: BrowserContextOptions): Promise<Page> => {
    const context = await newContext(options);
    const page = await context.newPage();
    // As Browser.newPage: the page owns its context.
    page.once('close', () => void context.close());
    return page;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return newPage;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
