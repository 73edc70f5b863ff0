// `pnpm bench`: production build time per package, then in headless Chromium (median of
// cold loads) JS requests, JS bytes raw and gzip, time to main content, web vitals and
// react-dom copies per route (beside a bare MF host + remote), Lighthouse (mobile emulation) on
// public and signed-in routes, INP of the member interactions at 4× CPU slowdown, the area-switch
// time, release publish/rollback times (in process and as whole commands; a remote rollback on the
// edges layout until both edges serve it, measure-edges-rollback.ts) and the scale run's table
// (e2e/artifacts/load.json, when `pnpm --filter @survey/e2e load` has written it). Prints tables and
// the performance targets beside this run's figures, and writes e2e/artifacts/bench.json.
// Nothing here fails on a time.
//   BENCH_RUNS=7 (cold loads per route)  BENCH_BUILD=0 (bench the current dist folders)
//   BENCH_ROUTES=/,/login (only these routes, cold loads and Lighthouse; no area switch, INP or release timing)
//   BENCH_LH_RUNS=3 (Lighthouse audits per route, median; 0 skips Lighthouse)
//   BENCH_INP_RUNS=5 (runs per interaction, median; 0 skips INP)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signInWithPassword } from '../support/page-helpers';
import { repoRoot, startSite, type TestSite } from '../support/site';
import { FRONT_END_PACKAGES, buildPackage } from '../../../scripts/build-if-stale';
import { BASELINE_ROUTE, buildBaseline, serveBaseline } from './baseline';
import type { BenchResult, BuildFigure, RouteFigures } from './bench-result';
import { coldLoad, contentShownAt, type BenchRoute, type LoadSample, type StorageState } from './cold-load';
import { measureRelease } from './measure-release';
import { measureEdgesRollback } from './measure-edges-rollback';
import { measureInteractions } from './interactions';
import { LIGHTHOUSE_ROUTES, auditRoutes } from './lighthouse';
import { printReport } from './print-report';
import { readScaleRun } from './scale-run';
import { targetRows } from './targets';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const INP_RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const DAY_MS = 86_400_000;

const ALL_ROUTES: BenchRoute[] = [
  { path: '/', signedIn: false, content: '.area-mf-campaigns h1' },
  { path: '/login', signedIn: false, content: '.area-mf-auth form' },
  { path: '/exchange', signedIn: false, content: '.area-mf-exchange [data-testid="benefit-card"]' },
  { path: '/home', signedIn: true, content: '.area-mf-home [data-testid="checkin-card"]' },
];
const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const ROUTES = only ? ALL_ROUTES.filter((r) => only.includes(r.path)) : ALL_ROUTES;
const AUDITED = only ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each package's production build as `pnpm build` makes it, noting whether webpack's cache was there. */
function timeBuilds(): Record<string, BuildFigure> {
  const builds: Record<string, BuildFigure> = {};
  if (process.env.BENCH_BUILD === '0') return builds;
  for (const name of FRONT_END_PACKAGES) {
    const cache = existsSync(path.join(repoRoot, name, 'node_modules', '.cache', 'webpack')) ? 'warm' : 'cold';
    builds[name] = { seconds: buildPackage(name, 'ignore'), cache };
    console.log(`built ${name} in ${builds[name].seconds.toFixed(1)} s (webpack cache ${cache})`);
  }
  return builds;
}

async function areaSwitch(browser: Browser, site: TestSite, storageState: StorageState): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page: Page = await context.newPage();
  await page.goto(`${site.url}/home`);
  await contentShownAt(page, ALL_ROUTES[3].content);
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="site-header"] a')].find((a) => a.textContent === '兑换');
    const at = performance.now();
    link!.click();
    return at;
  });
  const shown = await contentShownAt(page, ALL_ROUTES[2].content);
  await context.close();
  return shown - started;
}

function summarize(samples: LoadSample[]): RouteFigures {
  const pick = (key: keyof Omit<LoadSample, 'hydrationWarnings'>) => median(samples.map((s) => s[key]));
  return {
    runs: samples.length,
    jsRequests: pick('jsRequests'),
    jsRaw: pick('jsRaw'),
    jsGzip: pick('jsGzip'),
    contentMs: pick('contentMs'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    reactDomCopies: Math.max(...samples.map((s) => s.reactDomCopies)),
    hydrationWarnings: samples.reduce((sum, s) => sum + s.hydrationWarnings.length, 0),
  };
}

async function measureBaseline(browser: Browser): Promise<RouteFigures> {
  await buildBaseline();
  const server = await serveBaseline();
  const samples: LoadSample[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) samples.push(await coldLoad(browser, server.url, BASELINE_ROUTE));
  } finally {
    await server.close();
  }
  return summarize(samples);
}

async function main() {
  const builds = timeBuilds();
  // The API's clock: the INP runs move it a day on before each run, so the member can check in again.
  const clock = { offsetMs: 0 };
  const site = await startSite({ now: () => Date.now() + clock.offsetMs });
  const browser = await launchBrowser();
  try {
    const needsSignIn = !only || ROUTES.some((r) => r.signedIn);
    let signedIn: StorageState | undefined;
    if (needsSignIn) {
      const login = await browser.newContext();
      await signInWithPassword(await login.newPage(), site.url);
      signedIn = await login.storageState();
      await login.close();
    }
    const routes: Record<string, RouteFigures> = {};
    // The bare MF baseline first, then each route, all with the same harness.
    const baseline = await measureBaseline(browser).catch((error: Error) => {
      console.error(`bare MF baseline not measured: ${error.message}`);
      return null;
    });
    for (const route of ROUTES) {
      const samples: LoadSample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await coldLoad(browser, site.url, route, route.signedIn ? signedIn : undefined));
      routes[route.path] = summarize(samples);
    }
    const lighthouse = LIGHTHOUSE_RUNS > 0 ? await auditRoutes(site.url, AUDITED, LIGHTHOUSE_RUNS) : [];
    const switches: number[] = [];
    if (!only && signedIn) for (let run = 0; run < RUNS; run += 1) switches.push(await areaSwitch(browser, site, signedIn));
    const release = only ? {} : await measureRelease(site.registry);
    // After the figures above: the edges' origin writes pages into the site's registry from now on.
    if (!only)
      Object.assign(
        release,
        await measureEdgesRollback(site).catch((error: Error) => {
          console.error(`edges rollback not measured: ${error.message}`);
          return {};
        }),
      );
    const areaSwitchMs = switches.length ? median(switches) : null;
    // Last: the days it moves the API's clock on would expire the sessions of the steps above.
    const interactions =
      !only && INP_RUNS > 0 ? await measureInteractions(browser, site.url, INP_RUNS, () => (clock.offsetMs += DAY_MS)) : [];
    const scale = readScaleRun();
    const result: BenchResult = {
      at: new Date().toISOString(),
      runs: RUNS,
      baseline,
      routes,
      lighthouse,
      interactions,
      scale,
      areaSwitchMs,
      builds,
      release,
    };
    printReport(result);
    const out = path.join(repoRoot, 'e2e', 'artifacts');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify({ ...result, targets: targetRows(result) }, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(repoRoot, path.join(out, 'bench.json'))}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
