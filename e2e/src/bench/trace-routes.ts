// `pnpm --filter @survey/e2e trace`: what blocks the main thread on the member's pages. Each route
// is loaded signed in, on a 390-px phone at a 4× slower CPU, under a Chrome trace (CDP Tracing, the
// devtools.timeline); prints its long tasks (over 50 ms), longest first, with what ran in each
// (script evaluated, function called, XHR answer handled, style and layout time), the blocking time
// they add up to, and the page's API requests, a request asked twice marked. Needs the dist folders.
//   PROFILE_ROUTES=/home,/task (only these)
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signInWithPassword } from '../support/page-helpers';
import { startSite } from '../support/site';
import { CPU_SLOWDOWN } from './interactions';

const ROUTES = process.env.PROFILE_ROUTES?.split(',').filter(Boolean) ?? ['/home', '/task', '/exchange', '/exchange/detail/1'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number } };
}

/** What shows which code a task ran: the outermost script, call, timer or XHR events inside it. */
const ENTRY_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'XHRReadyStateChange',
  'EventDispatch',
  'ParseHTML',
  'FireAnimationFrame',
]);

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const ms = (us: number) => Math.round(us / 1000);
const fileOf = (url = '') => url.split('/').pop()?.split('?')[0] ?? '';

function describe(events: TraceEvent[], task: TraceEvent): string {
  const inside = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === task.pid &&
      e.tid === task.tid &&
      e !== task &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= task.ts + task.dur!,
  );
  const total = (name: string) => ms(inside.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0), 0));
  const entries = inside
    .filter((e) => ENTRY_EVENTS.has(e.name))
    .slice(0, 3)
    .map((e) => `${e.name}(${[fileOf(e.args?.data?.url), e.args?.data?.functionName].filter(Boolean).join(' ')})`);
  return `style ${total('UpdateLayoutTree')} ms, layout ${total('Layout')} ms | ${entries.join(' ')}`;
}

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const login = await browser.newContext();
    await signInWithPassword(await login.newPage(), site.url);
    const storageState = await login.storageState();
    await login.close();
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) requests.push(`${request.method()} ${pathname}`);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const events = await trace(cdp, async () => {
        await page.goto(`${site.url}${route}`);
        await page.waitForLoadState('networkidle');
      });
      const renderer = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const tasks = events
        .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === renderer?.pid && e.tid === renderer?.tid && (e.dur ?? 0) > 50_000)
        .sort((a, b) => b.dur! - a.dur!);
      const first = Math.min(...tasks.map((t) => t.ts));
      console.log(
        `\n${route}: ${tasks.length} long tasks, ${tasks.reduce((sum, t) => sum + ms(t.dur!) - 50, 0)} ms blocking (${CPU_SLOWDOWN}× CPU)`,
      );
      for (const task of tasks.slice(0, 8))
        console.log(`  ${String(ms(task.dur!)).padStart(4)} ms at +${ms(task.ts - first)} ms  ${describe(events, task)}`);
      const twice = requests.filter((r, i) => requests.indexOf(r) !== i);
      console.log(`  API: ${requests.map((r) => (twice.includes(r) ? `${r} (TWICE)` : r)).join(', ')}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
