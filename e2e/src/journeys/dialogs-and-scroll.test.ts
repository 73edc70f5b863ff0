// Dialogs are overlays on the built site — fixed, centred on a backdrop, in the UI kit's
// styles (an area's styles are namespaced, and a modal is portalled out of the area's element),
// focus kept inside, Escape closes, the page neither jumps nor scrolls behind; a navigation to
// another page starts at its top, back returns to where the member was; a phone's fixed action bar
// hides nothing; the site has an icon.
import type { Locator, Page } from 'playwright-core';
import { signInWithPassword } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';
import { VIEWPORTS } from '../support/site-routes';
import { theme } from '../../../shared/src/ui/theme';

const env = setUpSite();
const GROUP = 'qz8Kd1';

/** The theme's primary colour as the browser computes it (`#265eeb` → `rgb(38, 94, 235)`), and the kit's button radius. */
const PRIMARY = `rgb(${[1, 3, 5].map((i) => parseInt(theme.colors.primary.slice(i, i + 2), 16)).join(', ')})`;
const BUTTON_RADIUS = '8px';

/**
 * Opens a dialog with `opener` and checks it is a real overlay: the page does not move, the
 * backdrop is fixed over the whole viewport, the dialog inside it with the kit's styles, focus
 * inside, the page behind locked; Escape closes it and focus is back on the opener.
 */
async function expectOverlay(page: Page, opener: Locator, title: string, okText: string) {
  await opener.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const viewport = page.viewportSize()!;

  const mask = page.getByTestId('modal-mask');
  const maskStyle = await mask.evaluate((element) => {
    const style = getComputedStyle(element);
    return { position: style.position, background: style.backgroundColor };
  });
  expect(maskStyle.position).toBe('fixed');
  expect(maskStyle.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(await mask.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  // The backdrop is what the corners of the screen show.
  const corner = await page.evaluate(
    ({ width, height }) => document.elementFromPoint(width - 2, height - 2)?.getAttribute('data-testid'),
    viewport,
  );
  expect(corner).toBe('modal-mask');

  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Centred across the screen.
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);

  const ok = await dialog.getByRole('button', { name: okText, exact: true }).evaluate((element) => {
    const style = getComputedStyle(element);
    return { radius: style.borderRadius, background: style.backgroundColor, color: style.color };
  });
  expect(ok).toEqual({ radius: BUTTON_RADIUS, background: expect.stringMatching(/^rgb/), color: 'rgb(255, 255, 255)' });
  expect(ok.background === PRIMARY || okText === '删除').toBe(true);

  await page.waitForTimeout(300); // past the opening animation: a late scroll would show now
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
}

describe.each(VIEWPORTS)('at $name', ({ options }) => {
  test('the member account’s password dialog is an overlay in the kit’s styles', async () => {
    const context = await env.browser.newContext(options);
    try {
      const page = await context.newPage();
      await signInWithPassword(page, env.site.url);
      await page.goto(`${env.site.url}/home/user`);
      await expectOverlay(page, page.getByRole('button', { name: '修改登录密码' }), '修改登录密码', '保存');
    } finally {
      await context.close();
    }
  });
});

test('a discussion group’s delete confirmation is an overlay in the kit’s styles', async () => {
  const context = await env.browser.newContext(VIEWPORTS[0].options);
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/bbs/${GROUP}`);
    await page.getByLabel('手机号', { exact: true }).fill('13900139000');
    await page.getByLabel('密码', { exact: true }).fill('demo123456');
    await page.getByRole('button', { name: '登录讨论组' }).click();
    await page.waitForURL(`${env.site.url}/bbs/${GROUP}/topic`);
    await page.getByRole('link', { name: /购车时最看重的因素/ }).click();
    const form = page.getByRole('form', { name: '写回复' });
    await form.getByLabel('我的回复').fill('充电方便最重要。');
    await form.getByRole('button', { name: '发布' }).click();
    const mine = page.getByRole('list', { name: '回复列表' }).getByRole('listitem').filter({ hasText: '充电方便最重要。' });
    await expectOverlay(page, mine.getByRole('button', { name: '删除' }), '删除回复', '删除');
  } finally {
    await context.close();
  }
});

test('opening an item from the bottom of /exchange shows its page from the top; back returns to the list where it was', async () => {
  const context = await env.browser.newContext(VIEWPORTS[1].options);
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/exchange`);
    await page.locator('.area-mount-mf-exchange[data-mounted]').waitFor();
    const last = page.locator('a[href^="/exchange/detail/"]').last();
    await last.scrollIntoViewIfNeeded();
    const listScroll = await page.evaluate(() => window.scrollY);
    expect(listScroll).toBeGreaterThan(300);
    await last.click();
    await page.waitForURL(/\/exchange\/detail\/\d+$/);
    // A visitor's 立即兑换: a link to sign in, or a disabled button when the item cannot be had.
    await page.getByTestId('redeem-action').getByText('立即兑换').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${env.site.url}/exchange`);
    // The browser restores the list's place once the list is back (within a few frames).
    await page.waitForFunction((y) => window.scrollY === y, listScroll);
  } finally {
    await context.close();
  }
});

test('on a phone the 立即兑换 bar stays at the bottom of the screen and, scrolled to the end, hides none of the footer', async () => {
  const context = await env.browser.newContext(VIEWPORTS[0].options);
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/exchange/detail/1`);
    await page.locator('.area-mount-mf-exchange[data-mounted]').waitFor();
    const bar = page.getByTestId('redeem-action');
    const viewport = page.viewportSize()!;
    const atBottom = async () => {
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      return box.y;
    };
    await atBottom();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    const barTop = await atBottom();
    const footer = (await page.getByTestId('site-footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
    // Away from the product, no page keeps the room the bar needed.
    await page.getByRole('link', { name: '‹ 返回兑换中心' }).click();
    await page.waitForURL(`${env.site.url}/exchange`);
    await page.locator('.area-mf-exchange [data-testid="benefit-card"]').first().waitFor();
    await page.waitForFunction(() => getComputedStyle(document.body).paddingBottom === '0px');
  } finally {
    await context.close();
  }
});

test('every page declares the site’s icons, and the site serves them', async () => {
  const context = await env.browser.newContext(VIEWPORTS[1].options);
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/exchange`);
    const icons = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const url of [...icons, `${env.site.url}/favicon.ico`]) {
      const response = await fetch(url);
      expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({
        url,
        status: 200,
        type: expect.stringMatching(/^image\//),
      });
    }
  } finally {
    await context.close();
  }
});
