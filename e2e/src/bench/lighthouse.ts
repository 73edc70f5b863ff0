// `pnpm --filter @survey/e2e lighthouse`: Lighthouse (its default mobile emulation: a 412-px phone,
// simulated slow 4G and a 4x slower CPU) on the public and member routes of a freshly published site,
// in Debian's Chromium. Prints score, FCP, LCP, CLS and TBT per route; writes
// e2e/artifacts/lighthouse.json. Needs the dist folders (pnpm build, or the e2e setup's build).
//   LH_ROUTES=/,/login (only these)  LH_RUNS=3 (median of runs per route)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '@survey/release';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { signInWithPassword } from '../support/page-helpers';
import { repoRoot, startSite } from '../support/site';
import { median } from './median';

export interface LighthouseFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Public routes first: the member signs in once, before the first signed-in one. */
export const LIGHTHOUSE_ROUTES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/exchange', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/task', signedIn: true },
  { path: '/exchange/detail/1', signedIn: true },
];

/** Audits each route `runs` times in one Chromium that Lighthouse drives over its debugging port. */
export async function auditRoutes(siteUrl: string, routes = LIGHTHOUSE_ROUTES, runs = 3): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'survey-lighthouse-'));
  // A persistent profile: the tab Lighthouse opens shares the member's cookies and storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const figures: LighthouseFigures[] = [];
  try {
    let signedIn = false;
    for (const route of routes) {
      if (route.signedIn && !signedIn) {
        const page = await context.newPage();
        await signInWithPassword(page, siteUrl);
        await page.close();
        signedIn = true;
      }
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${siteUrl}${route.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Keeps the member signed in between audits.
          disableStorageReset: true,
        });
        const audits = result!.lhr.audits;
        samples.push({
          path: route.path,
          score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
          fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
          lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
          cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
          tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        });
      }
      const pick = (key: keyof Omit<LighthouseFigures, 'path'>) => median(samples.map((s) => s[key]));
      figures.push({
        path: route.path,
        score: pick('score'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
      });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}

export function printLighthouse(figures: LighthouseFigures[]): void {
  console.log('\nLighthouse (mobile emulation, median)');
  console.log(
    'route'.padEnd(20) + 'score'.padStart(7) + 'FCP ms'.padStart(9) + 'LCP ms'.padStart(9) + 'CLS'.padStart(8) + 'TBT ms'.padStart(9),
  );
  for (const f of figures) {
    console.log(
      f.path.padEnd(20) +
        String(f.score).padStart(7) +
        f.fcpMs.toFixed(0).padStart(9) +
        f.lcpMs.toFixed(0).padStart(9) +
        f.cls.toFixed(3).padStart(8) +
        f.tbtMs.toFixed(0).padStart(9),
    );
  }
}

async function main() {
  const only = process.env.LH_ROUTES?.split(',').filter(Boolean);
  const routes = only ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES;
  const site = await startSite();
  try {
    const figures = await auditRoutes(site.url, routes, Number(process.env.LH_RUNS ?? 3));
    printLighthouse(figures);
    const out = path.join(repoRoot, 'e2e', 'artifacts');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
  } finally {
    await site.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
