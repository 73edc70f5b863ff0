// `pnpm bench`: production build time per package, then in headless Chromium (median of
// cold loads) JS requests, JS bytes raw and gzip, time to main content and react-dom copies
// per route, the area-switch time, and release publish/rollback times. Prints a table and
// writes e2e/artifacts/bench.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signInWithPassword } from '../support/page-helpers';
import { repoRoot, startSite, type TestSite } from '../support/site';
import { measureRelease } from './measure-release';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PACKAGES = ['shell', 'mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-bbs', 'mf-campaigns'];
/** Budgets of the foundation issue. */
const BUDGET = { reactDomCopies: 1, landingGzipKb: 200, areaSwitchMs: 300 };

/** What marks each route's main content as shown. */
const ROUTES = [
  { path: '/', signedIn: false, content: '.area-mf-campaigns h1' },
  { path: '/login', signedIn: false, content: '.area-mf-auth form' },
  { path: '/exchange', signedIn: false, content: '.area-mf-exchange [data-testid="benefit-card"]' },
  { path: '/home', signedIn: true, content: '.area-mf-home [data-testid="checkin-card"]' },
];

interface LoadSample {
  jsRequests: number;
  jsRaw: number;
  jsGzip: number;
  contentMs: number;
  reactDomCopies: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function timeBuilds(): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const name of PACKAGES) {
    const started = Date.now();
    execFileSync('pnpm', ['--filter', `@survey/${name}`, 'run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
    seconds[name] = (Date.now() - started) / 1000;
    console.log(`built ${name} in ${seconds[name].toFixed(1)} s`);
  }
  return seconds;
}

/** Resolves with performance.now() in the page once the selector is present. */
function contentShownAt(page: Page, selector: string): Promise<number> {
  return page
    .waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : 0), selector, { polling: 'raf', timeout: 30000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function coldLoad(browser: Browser, site: TestSite, route: (typeof ROUTES)[number], storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<LoadSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(`${site.url}${route.path}`);
  const contentMs = await contentShownAt(page, route.content);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await context.close();
  return {
    jsRequests: scripts.length,
    jsRaw: scripts.reduce((sum, body) => sum + body.length, 0),
    jsGzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    contentMs,
    // react-dom's client marks its root containers with this key; one bundle copy = one hit.
    reactDomCopies: scripts.filter((body) => body.includes('__reactContainer$')).length,
  };
}

async function areaSwitch(browser: Browser, site: TestSite, storageState: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  await page.goto(`${site.url}/home`);
  await contentShownAt(page, ROUTES[3].content);
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="site-header"] a')].find((a) => a.textContent === '兑换');
    const at = performance.now();
    link!.click();
    return at;
  });
  const shown = await contentShownAt(page, ROUTES[2].content);
  await context.close();
  return shown - started;
}

async function main() {
  const buildSeconds = timeBuilds();
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const login = await browser.newContext();
    const loginPage = await login.newPage();
    await signInWithPassword(loginPage, site.url);
    const signedIn = await login.storageState();
    await login.close();

    const routes: Record<string, LoadSample & { runs: number }> = {};
    for (const route of ROUTES) {
      const samples: LoadSample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await coldLoad(browser, site, route, route.signedIn ? signedIn : undefined));
      routes[route.path] = {
        runs: RUNS,
        jsRequests: median(samples.map((s) => s.jsRequests)),
        jsRaw: median(samples.map((s) => s.jsRaw)),
        jsGzip: median(samples.map((s) => s.jsGzip)),
        contentMs: median(samples.map((s) => s.contentMs)),
        reactDomCopies: Math.max(...samples.map((s) => s.reactDomCopies)),
      };
    }
    const switches: number[] = [];
    for (let run = 0; run < RUNS; run += 1) switches.push(await areaSwitch(browser, site, signedIn));
    const release = await measureRelease(site.registry);

    const result = {
      at: new Date().toISOString(),
      runs: RUNS,
      routes,
      areaSwitchMs: median(switches),
      buildSeconds,
      release,
      budgets: {
        reactDomCopies: Object.values(routes).every((r) => r.reactDomCopies === BUDGET.reactDomCopies),
        landingGzipKb: routes['/'].jsGzip / 1024 <= BUDGET.landingGzipKb,
        areaSwitchMs: median(switches) <= BUDGET.areaSwitchMs,
      },
    };
    printTable(result);
    const out = path.join(repoRoot, 'e2e', 'artifacts');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(repoRoot, path.join(out, 'bench.json'))}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

function printTable(result: {
  routes: Record<string, LoadSample>;
  areaSwitchMs: number;
  buildSeconds: Record<string, number>;
  release: Record<string, number>;
  budgets: Record<string, boolean>;
  runs: number;
}) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\nRoute loads (median of ${result.runs} cold loads, headless Chromium)`);
  console.table(
    Object.entries(result.routes).map(([route, r]) => ({
      route,
      'JS requests': r.jsRequests,
      'JS KB raw': kb(r.jsRaw),
      'JS KB gzip': kb(r.jsGzip),
      'main content ms': Math.round(r.contentMs),
      'react-dom copies': r.reactDomCopies,
    })),
  );
  console.log(`Area switch /home → /exchange (header link): ${Math.round(result.areaSwitchMs)} ms`);
  console.table(Object.entries(result.buildSeconds).map(([pkg, s]) => ({ package: pkg, 'production build s': s.toFixed(1) })));
  console.table(Object.entries(result.release).map(([step, ms]) => ({ 'release step': step, ms: Math.round(ms) })));
  console.log('Budgets met:', result.budgets);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
