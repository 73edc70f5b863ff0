// Every member journey runs at both sizes a member uses, a phone (390×844) and a laptop
// (1366×860), without a copy of the journey per size.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { setUpSite } from './set-up-site';
import { VIEWPORTS } from './site-routes';

export interface Width {
  /** The site and browser of this width: a site of its own, so each width starts from the seeded data
   * (the journeys draw the day's lottery, vote once, spend the member's gold). */
  env: ReturnType<typeof setUpSite>;
  name: string;
  phone: boolean;
  /** Options for `browser.newContext` at this width. */
  options: BrowserContextOptions;
}

/** Declares the journeys of `body` once per width, each set under `at 390x844` / `at 1366x860`. */
export function atBothWidths(body: (width: Width) => void) {
  describe.each(VIEWPORTS)('at $name', ({ name, options }) => {
    const env = setUpSite();
    body({ env, name, phone: name === VIEWPORTS[0].name, options });
  });
}

/**
 * Follows a main navigation link (首页, 任务, 兑换) as a member does: on a laptop from the header; on a
 * phone, where the header hides its links, from the navigation drawer behind the menu button.
 */
export async function followNav(page: Page, label: string) {
  const header = page.getByTestId('site-header');
  const link = header.getByRole('navigation', { name: '主导航' }).first().getByRole('link', { name: label, exact: true });
  if (page.viewportSize()!.width >= 768) return link.click();
  expect(await link.isVisible()).toBe(false);
  await header.getByRole('button', { name: '打开导航菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '导航菜单' });
  await drawer.getByRole('link', { name: label, exact: true }).click();
  await drawer.waitFor({ state: 'detached' });
}

/** Signs out as a member does: the account menu on a laptop, the drawer's button on a phone. */
export async function signOut(page: Page) {
  const header = page.getByTestId('site-header');
  if (page.viewportSize()!.width >= 768) {
    await header.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    return;
  }
  await header.getByRole('button', { name: '打开导航菜单' }).click();
  await page.getByRole('dialog', { name: '导航菜单' }).getByRole('button', { name: '退出登录' }).click();
}
