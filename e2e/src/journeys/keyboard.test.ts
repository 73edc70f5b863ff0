// A member who uses only the keyboard signs in with a password, checks in and redeems a
// virtual good, and always sees where the focus is. No click, fill or goto after the first page.
import type { Locator, Page } from 'playwright-core';
import { setUpSite } from '../support/set-up-site';
import { waitForArea } from '../support/page-helpers';
import { DEMO } from '../support/site';

const env = setUpSite();

/** Whether the focused element draws a focus ring: an outline or a box shadow, its own or its field's. */
function focusRing(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  for (let element: Element | null = focused, level = 0; element && level < 3; element = element.parentElement, level += 1) {
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineWidth} ${style.outlineColor}`;
    if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
  }
  return null;
}

/** Presses Tab until `target` has the focus (at most `max` times), then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluateAll((elements: Element[]) => elements.includes(document.activeElement!))) {
      const ring = await page.evaluate(focusRing);
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      expect({ focused, ring: ring !== null }).toEqual({ focused, ring: true });
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('signs in with a password, checks in and redeems a virtual good with the keyboard alone, the focus always visible', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  try {
    await page.goto(`${env.site.url}/login`);
    await waitForArea(page, 'mf-auth');

    // A tab list is one Tab stop (the selected tab); its other tabs are reached with the arrow keys.
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await page.keyboard.press('ArrowRight');
    await tabTo(page, page.getByRole('tab', { name: '密码登录' }), 0);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('手机号', { exact: true }).filter({ visible: true }));
    await page.keyboard.type(DEMO.mobile);
    await tabTo(page, page.getByLabel('密码', { exact: true }).filter({ visible: true }));
    await page.keyboard.type(DEMO.password);
    await tabTo(page, page.getByRole('button', { name: /^登\s*录$/ }).filter({ visible: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}/home`);
    await waitForArea(page, 'mf-home');

    await tabTo(page, page.getByRole('button', { name: /签到/ }).first());
    await page.keyboard.press('Space');
    await page
      .getByText(/签到成功/)
      .first()
      .waitFor();

    await tabTo(page, page.getByTestId('site-header').getByRole('link', { name: '兑换' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}/exchange`);
    await waitForArea(page, 'mf-exchange');
    await tabTo(page, page.getByRole('link', { name: /爱奇艺黄金会员月卡/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: '爱奇艺黄金会员月卡' }).waitFor();

    await tabTo(page, page.getByRole('button', { name: '立即兑换' }).filter({ visible: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '填写兑换信息' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: '下一步' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '确认兑换' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: '确认兑换' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exchange\/success\?order=\d+$/);
    await page.getByRole('heading', { name: '兑换成功' }).waitFor();
  } finally {
    await context.close();
  }
});
