// Every route of the live manifest (the shell's own too) fits a phone and a laptop, with one <main> and
// one <h1>, and on a phone every button and link a 44×44 px touch target (support/page-structure.ts).
// The list comes from the route tables, so a new screen is checked without touching this file. Each
// test collects every offender of every route before it fails, so one run is the whole list to fix.
import type { BrowserContext, Page } from 'playwright-core';
import { journeyTarget, ofTargetArea } from '../support/journey-target';
import { structureProblems } from '../support/page-structure';
import { setUpSite } from '../support/set-up-site';
import { VIEWPORTS, liveRoutes, openContext, type LiveRoute } from '../support/site-routes';

const env = setUpSite();

interface PageFindings {
  scrollWidth: number;
  innerWidth: number;
  /** Elements reaching past the right edge, widest first (what to fix). */
  pastEdge: string[];
  /** Floating elements (data-floating) lying over the page's content. */
  covering: string[];
  /** Phone only: fields under 16px (iOS zooms into them) and text under 12px. */
  smallFields: string[];
  smallText: string[];
  hasSiteHeader: boolean;
}

/** Runs in the page: measures what the checks below assert. */
function inspect(phone: boolean): PageFindings {
  const label = (element: Element) => {
    const text = (element.textContent ?? '').trim().slice(0, 24);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${text}`;
  };
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
  };
  const all = Array.from(document.body.querySelectorAll('*'));
  const pastEdge = all
    .filter((element) => visible(element) && element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
    .slice(0, 5)
    .map((element) => `${label(element)} (right ${Math.round(element.getBoundingClientRect().right)})`);

  // Content: anything painting text, an image or a background of its own.
  const paints = (element: Element) => {
    const style = getComputedStyle(element);
    const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    return (
      ownText ||
      ['IMG', 'SVG', 'INPUT', 'BUTTON'].includes(element.tagName.toUpperCase()) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none'
    );
  };
  const covering: string[] = [];
  const main = document.querySelector('main');
  for (const floating of Array.from(document.querySelectorAll('[data-floating]')).filter(visible)) {
    const box = floating.getBoundingClientRect();
    const hit = Array.from(main?.querySelectorAll('*') ?? []).find((element) => {
      if (!visible(element) || !paints(element) || floating.contains(element)) return false;
      const rect = element.getBoundingClientRect();
      return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
    });
    if (hit) covering.push(`${label(floating)} covers ${label(hit)}`);
  }

  const px = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const smallFields = phone
    ? Array.from(document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea, select'))
        .filter((field) => visible(field) && px(field) < 16)
        .map((field) => `${label(field)} ${px(field)}px`)
    : [];
  const smallText = phone
    ? all
        .filter(
          (element) =>
            visible(element) &&
            Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) &&
            px(element) < 12,
        )
        .slice(0, 5)
        .map((element) => `${label(element)} ${px(element)}px`)
    : [];

  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    pastEdge,
    covering,
    smallFields,
    smallText,
    hasSiteHeader: document.querySelector('[data-testid="site-header"]') !== null,
  };
}

/** What is wrong with one route, as lines of a report (empty when it fits). */
async function problemsOf(context: BrowserContext, route: LiveRoute, phone: boolean): Promise<string[]> {
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
  try {
    await page.goto(`${env.site.url}${route.url}`, { waitUntil: 'networkidle' });
    const found = await page.evaluate(inspect, phone);
    if (found.scrollWidth > found.innerWidth) {
      problems.push(`scrolls sideways: ${found.scrollWidth}px wide in ${found.innerWidth}px; ${found.pastEdge.join('; ')}`);
    }
    problems.push(...found.covering);
    if (found.smallFields.length) problems.push(`fields under 16px (iOS zooms): ${found.smallFields.join('; ')}`);
    if (found.smallText.length) problems.push(`text under 12px: ${found.smallText.join('; ')}`);
    if (route.h5 && found.hasSiteHeader) problems.push('an H5 route shows the site header');
    problems.push(...(await structureProblems(page, phone)));
  } finally {
    await page.close();
  }
  return problems.map((problem) => `${route.url} (${route.name}): ${problem}`);
}

describe.each(VIEWPORTS)('at $name', ({ name, options }) => {
  const phone = name === VIEWPORTS[0].name;

  test.each([
    ['a visitor (public routes)', false],
    ['the demo member (every route)', true],
  ])(
    'every route fits, has one <main> and one <h1> (on a phone, 44 px touch targets), with no uncaught error, for %s',
    async (_who, member) => {
      // `test:area` checks its area's routes alone (an area may have no public route).
      const areaRoutes = ofTargetArea(await liveRoutes(env.site.url));
      expect(areaRoutes.length).toBeGreaterThan(journeyTarget() ? 0 : 10);
      const routes = areaRoutes.filter((route) => member || route.public);
      const context = await openContext(env.browser, env.site.url, options, member);
      const problems: string[] = [];
      try {
        for (const route of routes) problems.push(...(await problemsOf(context, route, phone)));
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
      // A limit, not a target: about 100 routes, each loaded to network idle, on a loaded 2-core machine.
    },
    1_200_000,
  );
});

test('the device-type header follows the device: 1 on a phone, 2 on a desktop', async () => {
  for (const [viewport, expected] of [
    [VIEWPORTS[0], '1'],
    [VIEWPORTS[1], '2'],
  ] as const) {
    const context = await openContext(env.browser, env.site.url, viewport.options, false);
    const page = await context.newPage();
    const sent: string[] = [];
    // Every call of the platform's client (the ones carrying client-type) names the device.
    page.on('request', (request) => {
      const headers = request.headers();
      if (new URL(request.url()).pathname.startsWith('/api/') && headers['client-type']) sent.push(headers['device-type']);
    });
    // With a query: rendered in the browser, which asks for the catalogue (a pre-rendered /exchange brings it in the page).
    await page.goto(`${env.site.url}/exchange?type=1`, { waitUntil: 'networkidle' });
    await context.close();
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set([expected]));
  }
});

/** Routes whose cumulative layout shift is watched (Lighthouse's "good" is below 0.1). */
const CLS_ROUTES = [
  { path: '/', member: false },
  { path: '/login', member: false },
  { path: '/exchange', member: false },
  { path: '/home', member: true },
];

test.each(VIEWPORTS)('loading $name: cumulative layout shift stays below 0.1', async ({ options }) => {
  const shifts: string[] = [];
  for (const member of [false, true]) {
    const context = await openContext(env.browser, env.site.url, options, member);
    // Summed from the first paint on, like Lighthouse: shifts right after input do not count.
    await context.addInitScript(() => {
      const win = window as unknown as { __cls: number };
      win.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const route of CLS_ROUTES.filter((r) => r.member === member)) {
      const page = await context.newPage();
      await page.goto(`${env.site.url}${route.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      if (cls >= 0.1) shifts.push(`${route.path}: ${cls.toFixed(3)}`);
      await page.close();
    }
    await context.close();
  }
  expect(shifts).toEqual([]);
});

test('the landing header turns solid on scroll without moving anything', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 860 } });
  try {
    await page.goto(env.site.url, { waitUntil: 'networkidle' });
    const header = page.getByTestId('site-header');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(header.getAttribute('data-solid')).resolves.toBe('false');
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]')?.getAttribute('data-solid') === 'true');
    const after = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before);
  } finally {
    await page.close();
  }
});
