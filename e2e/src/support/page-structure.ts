// In-page checks of a route's structure, run through page.evaluate (so each function is self-contained):
// one <main> and one <h1>, and on a phone every button and link a member can tap a 44×44 px target.
import type { Page } from 'playwright-core';

/** The smallest touch target (WCAG 2.5.5, and the platforms' own guidelines). */
export const TARGET_PX = 44;

/** Runs in the page: the landmarks and headings a page has (hidden ones too: a visually hidden h1 is a heading). */
export function countStructure(): { mains: number; h1s: string[] } {
  const mains = document.querySelectorAll('main, [role="main"]').length;
  const h1s = Array.from(document.querySelectorAll('h1, [role="heading"][aria-level="1"]'), (h) =>
    (h.textContent ?? '').trim().slice(0, 20),
  );
  return { mains, h1s };
}

/**
 * Runs in the page: every visible button and link whose tap area is under `size` px. The tap area is
 * measured as a finger meets it: each control is scrolled to the middle of the screen and the points
 * `size / 2 - 1` px above, below, left and right of its centre, and four on the diagonals, are
 * hit-tested; a point counts when it lands on the control itself (its ::before hit area included) or on
 * a label of it. So an invisible hit area counts, and a neighbour lying over it (删除 next to 编辑) does not.
 *
 * The diagonal points lie on the target's circle (`reach·√½` along each axis), not on a square's corners:
 * a finger's contact is round, so the target is a 44 px circle. A round 44 px button (打开导航菜单, an
 * avatar) is such a target, though Chromium's hit test, which follows border-radius, misses its corners.
 */
export function smallTargets(size: number): string[] {
  const reach = size / 2 - 1;
  const diagonal = reach * Math.SQRT1_2;
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
      ['top-left', -diagonal, -diagonal],
      ['top-right', diagonal, -diagonal],
      ['bottom-left', -diagonal, diagonal],
      ['bottom-right', diagonal, diagonal],
    ]
      .filter(([, dx, dy]) => !owns(element, document.elementFromPoint(clampX(cx + Number(dx)), clampY(cy + Number(dy)))))
      .map(([where]) => where);
    if (misses.length) found.push(`${label(element)} misses ${misses.join(', ')}`);
  }
  window.scrollTo(0, 0);
  return found;
}

/**
 * What is wrong with an open page's structure, as lines of a report: not one <main> or not one <h1> (at
 * every width), and on a phone each control under a 44 px target. Run last: the target check scrolls.
 */
export async function structureProblems(page: Page, phone: boolean): Promise<string[]> {
  const { mains, h1s } = await page.evaluate(countStructure);
  const problems = [
    ...(mains === 1 ? [] : [`${mains} <main> landmarks`]),
    ...(h1s.length === 1 ? [] : [`${h1s.length} <h1>${h1s.length ? `: ${h1s.join(' | ')}` : ''}`]),
  ];
  if (phone) problems.push(...(await page.evaluate(smallTargets, TARGET_PX)));
  return problems;
}
