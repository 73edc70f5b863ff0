// Every route of the live manifest, as a visitor (public routes) and as the demo member (every route):
// one <main> and one <h1> at both widths, and on a phone every button and link a member can tap is a
// 44×44 px target. Each test collects every offender of every route before it fails, so one run is the
// whole list to fix. The routes come from the route tables: a new screen is checked without an edit here.
import type { BrowserContext, Page } from 'playwright-core';
import { setUpSite } from '../support/set-up-site';
import { VIEWPORTS, liveRoutes, openContext, type LiveRoute } from '../support/site-routes';

const env = setUpSite();
const PHONE = VIEWPORTS[0];
/** The smallest touch target (WCAG 2.5.5, and the platforms' own guidelines). */
const TARGET_PX = 44;

/** Runs in the page: the landmarks and headings a page has (hidden ones too: a visually hidden h1 is a heading). */
function countStructure(): { mains: number; h1s: string[] } {
  const mains = document.querySelectorAll('main, [role="main"]').length;
  const h1s = Array.from(document.querySelectorAll('h1, [role="heading"][aria-level="1"]'), (h) =>
    (h.textContent ?? '').trim().slice(0, 20),
  );
  return { mains, h1s };
}

/**
 * Runs in the page: every visible button and link whose tap area is under `size` px. The tap area is
 * measured as a finger meets it: each control is scrolled to the middle of the screen and the points
 * `size / 2 - 1` px above, below, left and right of its centre (and the corners) are hit-tested; a point
 * counts when it lands on the control itself (its ::before hit area included) or on a label of it. So an
 * invisible hit area counts, and a neighbour lying over it (删除 next to 编辑) does not.
 */
function smallTargets(size: number): string[] {
  const reach = size / 2 - 1;
  const controls = Array.from(
    document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], input[type="checkbox"], input[type="radio"], summary',
    ),
  );
  const shown = (element: HTMLElement) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  // A control inside a sentence (我已阅读并同意《用户协议》) is exempt, WCAG 2.5.8's "inline": its size is the
  // line's. It flows in the line (an inline display) beside text of its parent's own.
  const inSentence = (element: HTMLElement) =>
    getComputedStyle(element).display.startsWith('inline') &&
    Array.from(element.parentElement?.childNodes ?? []).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
  const label = (element: HTMLElement) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 20);
    const rect = element.getBoundingClientRect();
    return `<${element.tagName.toLowerCase()}> ${text || '(no text)'} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  };
  const owns = (element: HTMLElement, hit: Element | null) => {
    if (!hit) return false;
    if (element === hit || element.contains(hit)) return true;
    const labels = (element as HTMLInputElement).labels;
    return labels ? Array.from(labels).some((l) => l.contains(hit)) : false;
  };
  const found: string[] = [];
  for (const element of controls) {
    if (!shown(element) || inSentence(element)) continue;
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const rect = element.getBoundingClientRect();
    // Off the screen even when scrolled to (a closed drawer's links, a carousel's hidden slides): not tappable now.
    if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) continue;
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const clampX = (x: number) => Math.min(innerWidth - 1, Math.max(0, x));
    const clampY = (y: number) => Math.min(innerHeight - 1, Math.max(0, y));
    const misses = [
      ['centre', 0, 0],
      ['top', 0, -reach],
      ['bottom', 0, reach],
      ['left', -reach, 0],
      ['right', reach, 0],
      ['top-left', -reach, -reach],
      ['top-right', reach, -reach],
      ['bottom-left', -reach, reach],
      ['bottom-right', reach, reach],
    ]
      .filter(([, dx, dy]) => !owns(element, document.elementFromPoint(clampX(cx + Number(dx)), clampY(cy + Number(dy)))))
      .map(([where]) => where);
    if (misses.length) found.push(`${label(element)} misses ${misses.join(', ')}`);
  }
  window.scrollTo(0, 0);
  return found;
}

/** Opens each route in `context` and collects what `check` says is wrong with it, labelled by route. */
async function everyRoute(context: BrowserContext, routes: LiveRoute[], check: (page: Page) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const page = await context.newPage();
    try {
      await page.goto(`${env.site.url}${route.url}`, { waitUntil: 'networkidle' });
      problems.push(...(await check(page)).map((problem) => `${route.url} (${route.name}): ${problem}`));
    } catch (error) {
      problems.push(`${route.url} (${route.name}): could not be checked: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  return problems;
}

const WHO = [
  ['a visitor (public routes)', false],
  ['the demo member (every route)', true],
] as const;

describe.each(VIEWPORTS)('at $name', ({ options }) => {
  test.each(WHO)(
    'every route has exactly one <main> and one <h1>, for %s',
    async (_who, member) => {
      const routes = (await liveRoutes(env.site.url)).filter((route) => member || route.public);
      expect(routes.length).toBeGreaterThan(10);
      const context = await openContext(env.browser, env.site.url, options, member);
      try {
        const problems = await everyRoute(context, routes, async (page) => {
          const { mains, h1s } = await page.evaluate(countStructure);
          return [
            ...(mains === 1 ? [] : [`${mains} <main> landmarks`]),
            ...(h1s.length === 1 ? [] : [`${h1s.length} <h1>${h1s.length ? `: ${h1s.join(' | ')}` : ''}`]),
          ];
        });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    1_200_000,
  );
});

describe(`at ${PHONE.name}`, () => {
  test.each(WHO)(
    `every button and link is a ${TARGET_PX}×${TARGET_PX} px touch target, for %s`,
    async (_who, member) => {
      const routes = (await liveRoutes(env.site.url)).filter((route) => member || route.public);
      const context = await openContext(env.browser, env.site.url, PHONE.options, member);
      try {
        const problems = await everyRoute(context, routes, (page) => page.evaluate(smallTargets, TARGET_PX));
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    1_200_000,
  );
});
