// INP of the common member interactions at a 4× slower CPU (Chromium's CPU throttling over CDP, as
// Lighthouse's mobile preset): each in a fresh signed-in page once its area has hydrated, measured in
// the page by a PerformanceObserver on 'event' entries (durationThreshold 16), grouped by
// interactionId; a run's INP is its longest interaction (input delay + handlers + the next paint).
import type { Browser, Page } from 'playwright-core';
import { signInWithPassword, waitForArea } from '../support/page-helpers';
import { median } from './median';

export interface InteractionFigure {
  name: string;
  /** Median over the runs of each run's longest interaction, ms. */
  inpMs: number;
  runs: number[];
}

interface Interaction {
  name: string;
  path: string;
  area: string;
  /** A 390-px phone instead of the 1280-px desktop. */
  phone?: boolean;
  /** Does the interaction and waits until what it opens or changes is on screen. */
  act(page: Page): Promise<void>;
}

export const CPU_SLOWDOWN = 4;

export const INTERACTIONS: Interaction[] = [
  {
    name: 'check-in (/home 签到)',
    path: '/home',
    area: 'mf-home',
    act: async (page) => {
      await page.getByTestId('checkin-card').getByRole('button', { name: '签到', exact: true }).click();
      await page.getByRole('button', { name: '今日已签到' }).waitFor();
    },
  },
  {
    name: 'tab switch (/exchange 兑换类型)',
    path: '/exchange',
    area: 'mf-exchange',
    act: async (page) => {
      const tab = page.getByRole('tablist', { name: '兑换类型' }).getByRole('tab').nth(1);
      await tab.click();
      await page.waitForFunction(() => document.querySelectorAll('[role="tab"][aria-selected="true"]')[0]?.textContent !== '全部');
    },
  },
  {
    name: 'redeem step (/exchange/detail/1 立即兑换)',
    path: '/exchange/detail/1',
    area: 'mf-exchange',
    act: async (page) => {
      await page.getByRole('button', { name: '立即兑换' }).filter({ visible: true }).click();
      // The redeem form replaces the product (the step is in the URL, so "back" returns to it).
      await page.getByText('返回商品详情').waitFor();
    },
  },
  {
    name: 'nav drawer (390 px, 打开导航菜单)',
    path: '/home',
    area: 'mf-home',
    phone: true,
    act: async (page) => {
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      await page.getByRole('dialog', { name: '导航菜单' }).waitFor();
    },
  },
];

/** Installed before any page script: the page's interactions, longest event entry per interactionId. */
const OBSERVE_EVENTS = `(() => {
  const longest = new Map();
  window.__interactions = longest;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) longest.set(e.interactionId, Math.max(longest.get(e.interactionId) || 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})();`;

/** One run: a fresh member session, the page hydrated, the CPU slowed, the interaction, its INP. */
async function measureOnce(browser: Browser, siteUrl: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: interaction.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
  try {
    await signInWithPassword(await context.newPage(), siteUrl);
    await context.addInitScript(OBSERVE_EVENTS);
    const page = await context.newPage();
    await page.goto(`${siteUrl}${interaction.path}`);
    await waitForArea(page, interaction.area);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.act(page);
    // Event timing entries are queued after the next paint; give the observer two frames and a task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ]);
    if (!durations.length) throw new Error(`${interaction.name}: no interaction was recorded`);
    return Math.max(...durations);
  } finally {
    await context.close();
  }
}

/**
 * Each interaction `runs` times. `beforeRun` is called before each run (the bench moves the API's
 * clock a day on, so the member can check in again).
 */
export async function measureInteractions(
  browser: Browser,
  siteUrl: string,
  runs = 5,
  beforeRun: () => void = () => undefined,
): Promise<InteractionFigure[]> {
  const figures: InteractionFigure[] = [];
  for (const interaction of INTERACTIONS) {
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      beforeRun();
      samples.push(Math.round(await measureOnce(browser, siteUrl, interaction)));
    }
    figures.push({ name: interaction.name, inpMs: median(samples), runs: samples });
  }
  return figures;
}

export function printInteractions(figures: InteractionFigure[]): void {
  console.log(`\nINP at ${CPU_SLOWDOWN}× CPU slowdown, signed in (median; every run in brackets)`);
  for (const f of figures) console.log(`${f.name.padEnd(44)} ${String(f.inpMs).padStart(5)} ms  [${f.runs.join(', ')}]`);
}
