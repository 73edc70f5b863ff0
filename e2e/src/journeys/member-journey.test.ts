// The member journey across all areas, guards before area code, a broken area, history.
import type { Page } from 'playwright-core';
import { recordScripts, signInWithPassword } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';
import { VIEWPORTS } from '../support/site-routes';
import { followNav, signOut } from '../support/widths';

const env = setUpSite();
// Text only the API's demo data puts on a page (the header and static copy never contain it), so
// waiting for it proves the area rendered what it loaded.
const TASK_TITLE = '新手欢迎问卷：认识一下你';
const BENEFIT_NAME = '支付宝提现 10元';
const MEMBER_GREETING = '小调研员，用金币兑换心仪好礼';
let page: Page;

beforeEach(async () => {
  page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterEach(async () => {
  await page.close();
});

// At both widths, on one site: at the second width the day's check-in is done (今日已签到).
test.each(VIEWPORTS)('at $name: landing → password login → home → check-in → tasks → exchange → logout', async ({ options }) => {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(env.site.url);
  await page.waitForFunction(() => document.title.endsWith('- 首页'));
  await page.getByTestId('site-header').getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForURL(`${env.site.url}/login`);

  await signInWithPassword(page, env.site.url);
  const header = page.getByTestId('site-header');
  await header.getByTestId('user-menu').waitFor();
  await expect(header.getByTestId('user-menu').innerText()).resolves.toContain('小调研员');

  await page.getByText('M2026001').waitFor();
  // The profile card and the check-in card load apart: until the day's state is read, 签到 is a
  // busy (disabled) button, and deciding then would skip a check-in that is still to be done.
  const checkIn = page.getByTestId('checkin-card').locator('button:not([aria-busy])', { hasText: '签到' });
  await checkIn.waitFor();
  if (await checkIn.isEnabled()) await checkIn.click();
  await page
    .getByText(/签到成功|今日已签到/)
    .first()
    .waitFor();

  await followNav(page, '任务');
  await page.waitForURL(`${env.site.url}/task`);
  await page.getByText(TASK_TITLE, { exact: true }).waitFor();

  await followNav(page, '兑换');
  await page.waitForURL(`${env.site.url}/exchange`);
  await page.getByRole('region', { name: '我的金币' }).getByText(MEMBER_GREETING).waitFor();
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();

  await signOut(page);
  await page.waitForURL(/\/login/);
  await header.getByRole('button', { name: '登录 / 注册' }).waitFor();
  await context.close();
});

test('a deep link to a guarded route while logged out goes to /login without loading that area', async () => {
  const scripts = recordScripts(page);
  await page.goto(`${env.site.url}/home`);
  await page.waitForURL(/\/login\?redirect=%2Fhome$/);
  await page.getByRole('tab', { name: '密码登录' }).waitFor();
  expect(scripts.some((path) => path.startsWith('/areas/mf-home/'))).toBe(false);
  expect(scripts.some((path) => path.startsWith('/areas/mf-auth/'))).toBe(true);
});

test('an area whose entry 404s shows its error panel while other areas keep working', async () => {
  await page.route('**/areas/mf-exchange/**/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`${env.site.url}/exchange`);
  await page.getByText('页面加载失败').waitFor();
  await page.getByRole('button', { name: '重试' }).waitFor();
  await page.getByTestId('site-footer').waitFor();

  await page.getByTestId('site-header').getByRole('link', { name: '首页' }).click();
  await page.waitForURL(`${env.site.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();

  // The retry works once the entry is back.
  await page.unroute('**/areas/mf-exchange/**/remoteEntry.js');
  await page.goto(`${env.site.url}/exchange`);
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();
});

test('back and forward move across areas', async () => {
  await page.goto(`${env.site.url}/about`);
  await page.getByRole('heading', { name: '关于我们' }).first().waitFor();
  await page.getByTestId('site-header').getByRole('link', { name: '兑换' }).click();
  await page.waitForURL(`${env.site.url}/exchange`);
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();
  await page.getByTestId('site-footer').getByRole('link', { name: '用户协议' }).click();
  await page.waitForURL(`${env.site.url}/agreement`);

  await page.goBack();
  await page.waitForURL(`${env.site.url}/exchange`);
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();
  await page.goBack();
  await page.waitForURL(`${env.site.url}/about`);
  await page.getByRole('heading', { name: '关于我们' }).first().waitFor();
  await page.goForward();
  await page.waitForURL(`${env.site.url}/exchange`);
  await page.waitForFunction(() => document.title.endsWith('- 兑换中心'));
});

test('a header link to an area loaded ahead asks for its screen’s data as the address changes, once', async () => {
  await signInWithPassword(page, env.site.url);
  const link = page.getByTestId('site-header').getByRole('link', { name: '兑换' });
  // Pointing at the link loads the area ahead (area-prefetch.ts); wait until its code is in.
  const loaded = page.waitForResponse((response) => /\/areas\/mf-exchange\/.*__federation_expose_app/.test(response.url()));
  await link.hover();
  await loaded;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      seen.push(`GET ${String(args[1]).split('?')[0]}`);
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    new MutationObserver(() => {
      if (document.querySelector('.area-mf-exchange') && !seen.includes('area rendered')) seen.push('area rendered');
    }).observe(document.body, { childList: true, subtree: true });
  });
  await link.click();
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((entry) => entry === 'GET /api/v3/benefits')).toHaveLength(1);
  expect(seen.indexOf('GET /api/v3/benefits')).toBeLessThan(seen.indexOf('area rendered'));
});
