// One cold load of a route in a fresh browser context: the scripts it downloads, when its main
// content appears, and the page's web vitals as Chromium reports them (no Lighthouse here: FCP,
// LCP, CLS and long tasks from PerformanceObserver, total blocking time summed like Lighthouse's
// — the part of each long task beyond 50 ms, between first contentful paint and network idle).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BenchRoute {
  path: string;
  signedIn: boolean;
  /** What marks the route's main content as shown. */
  content: string;
}

export interface LoadSample {
  jsRequests: number;
  jsRaw: number;
  jsGzip: number;
  /** When the main content is on screen: the first frame after its selector matched, not before the first paint. */
  contentMs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  reactDomCopies: number;
  /** Console messages that mention hydration (a mismatch warning or a recoverable error). */
  hydrationWarnings: string[];
}

interface Vitals {
  fcp: number;
  lcp: number;
  cls: number;
  longTasks: { start: number; duration: number }[];
}

/**
 * Installed before any page script: collects paint, layout-shift and long-task entries. A
 * string, not a function: tsx's name-keeping helpers do not exist inside the page.
 */
const COLLECT_VITALS = `(() => {
  const vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  window.__vitals = vitals;
  const observe = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { vitals.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) vitals.cls += e.value; });
  observe('longtask', (e) => vitals.longTasks.push({ start: e.startTime, duration: e.duration }));
})();`;

/**
 * Installed before any page script, with the content selector: notes the first frame after the
 * selector matches — while the document is still parsing for a page whose HTML carries its
 * content, after the scripts have rendered it otherwise. The same for the baseline.
 */
const WATCH_CONTENT = `((selector) => {
  const check = () => {
    if (window.__contentAt !== undefined || !document.querySelector(selector)) return;
    window.__contentAt = 0;
    observer.disconnect();
    requestAnimationFrame(() => { window.__contentAt = performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})`;

/** Resolves with performance.now() in the page once the selector is present. */
export function contentShownAt(page: Page, selector: string): Promise<number> {
  return page
    .waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : 0), selector, { polling: 'raf', timeout: 30000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

export async function coldLoad(browser: Browser, url: string, route: BenchRoute, storageState?: StorageState): Promise<LoadSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  await context.addInitScript(COLLECT_VITALS);
  await context.addInitScript(`${WATCH_CONTENT}(${JSON.stringify(route.content)});`);
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(`${url}${route.path}`);
  const matchedAt = await page
    .waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt || 0, undefined, { timeout: 30000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.waitForLoadState('networkidle');
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
  const scripts = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await context.close();
  return {
    jsRequests: scripts.length,
    jsRaw: scripts.reduce((sum, body) => sum + body.length, 0),
    jsGzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    // Markup parsed before the browser's first paint is not yet seen.
    contentMs: Math.max(matchedAt, vitals.fcp),
    fcpMs: vitals.fcp,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    tbtMs: vitals.longTasks.filter((t) => t.start >= vitals.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    // react-dom's client marks its root containers with this key; one bundle copy = one hit.
    reactDomCopies: scripts.filter((body) => body.includes('__reactContainer$')).length,
    hydrationWarnings,
  };
}
