// Public pages paint before their JavaScript runs. The site server renders the
// `prerender` routes for a signed-out visitor inside the shell's markup; the browser hydrates
// it — the nodes on screen stay, nothing is rendered twice, no warning — and the page works.
// Members, and URLs with a query, get the page rendered in the browser as before. Public data
// (the catalogue, a product) is drawn by the server and hydrated without asking the API again.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { signInWithPassword, waitForArea } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';
import { VIEWPORTS } from '../support/site-routes';

const env = setUpSite();

const PAGES = [
  { path: '/', content: '.area-mf-campaigns h1' },
  { path: '/login', content: '.area-mf-auth form' },
  // The catalogue with its goods (the server drew the API's answer); the info pages' article frame.
  { path: '/exchange', content: '.area-mf-exchange [data-testid="benefit-card"]' },
  // A product with its facts and the 立即兑换 bar (the server drew the product's answer).
  { path: '/exchange/detail/1', content: '.area-mf-exchange [data-testid="redeem-action"]' },
  { path: '/about', content: '.area-mf-campaigns article' },
  { path: '/agreement', content: '.area-mf-campaigns article' },
  { path: '/privacy', content: '.area-mf-campaigns article' },
  { path: '/privacy/sdk', content: '.area-mf-campaigns article' },
  { path: '/cooperate', content: '.area-mf-campaigns article' },
  { path: '/product', content: '.area-mf-campaigns article' },
];

async function open(options: BrowserContextOptions = {}) {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A failed request is reported below with its URL.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Marks the header and the area's first element as they arrive, before any script runs. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marked = window as unknown as { serverNodes: Element[] };
      marked.serverNodes = [document.querySelector('[data-testid="site-header"]'), document.querySelector('.area-mount > div')].filter(
        (n): n is Element => n !== null,
      );
    });
  });
}

test.each(PAGES)('$path shows its screen with JavaScript off', async ({ path, content }) => {
  const { page, close } = await open({ javaScriptEnabled: false });
  await page.goto(`${env.site.url}${path}`);
  await expect(page.locator(content).first().isVisible()).resolves.toBe(true);
  await expect(page.getByTestId('site-header').isVisible()).resolves.toBe(true);
  await close();
});

// On a phone (its user agent and touch) and on a laptop: the server draws one page for both.
const HYDRATED = VIEWPORTS.flatMap(({ name, options }) => PAGES.map((page) => ({ ...page, name, options })));

test.each(HYDRATED)('$path hydrates at $name: the nodes the server sent stay, no warning', async ({ path, content, options }) => {
  const { page, problems, close } = await open(options);
  await markServerNodes(page);
  await page.goto(`${env.site.url}${path}`);
  await page.locator(content).first().waitFor();
  // The area's own root has mounted once its code is in: the page settles with no request left.
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => (window as unknown as { serverNodes: Element[] }).serverNodes.map((node) => node.isConnected));
  expect(kept).toEqual([true, true]);
  expect(problems).toEqual([]);
  await close();
});

test('/exchange and a product show their goods before the area’s scripts run; hydrated, they ask the API nothing for them', async () => {
  // The area's scripts never arrive (held, so the shell keeps waiting for them): what shows is the server's markup.
  const blocked = await open();
  await blocked.page.route('**/areas/mf-exchange/**', () => undefined);
  await blocked.page.goto(`${env.site.url}/exchange`, { waitUntil: 'domcontentloaded' });
  const cards = blocked.page.locator('.area-mf-exchange [data-testid="benefit-card"]');
  await expect(cards.count()).resolves.toBeGreaterThan(0);
  const names = await cards.allTextContents();
  const href = await blocked.page.locator('.area-mf-exchange a[href^="/exchange/detail/"]').first().getAttribute('href');
  const name = await cards
    .first()
    .getAttribute('aria-labelledby')
    .then((id) => blocked.page.locator(`[id="${id}"]`).textContent());
  await blocked.page.goto(`${env.site.url}${href}`, { waitUntil: 'domcontentloaded' });
  await expect(blocked.page.getByRole('heading', { level: 1, name: name! }).isVisible()).resolves.toBe(true);
  await blocked.close();

  for (const [path, call] of [
    ['/exchange', /\/api\/v3\/benefits(\?|$)/],
    [href!, /\/api\/v3\/benefits\/\d+/],
  ] as const) {
    const { page, problems, close } = await open();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (call.test(request.url())) asked.push(request.url());
    });
    await page.goto(`${env.site.url}${path}`);
    await waitForArea(page, 'mf-exchange');
    await page.waitForLoadState('networkidle');
    if (path === '/exchange')
      await expect(page.locator('.area-mf-exchange [data-testid="benefit-card"]').allTextContents()).resolves.toEqual(names);
    else await expect(page.getByRole('heading', { level: 1, name: name! }).isVisible()).resolves.toBe(true);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }
});

test('the hydrated landing page and sign-in screen respond: a link navigates, a tab switches', async () => {
  const { page, problems, close } = await open();
  await page.goto(`${env.site.url}/`);
  await waitForArea(page, 'mf-campaigns');
  await page.getByRole('button', { name: '已有账号，去登录' }).click();
  await page.waitForURL(`${env.site.url}/login`);
  await waitForArea(page, 'mf-auth');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('密码', { exact: true }).filter({ visible: true }).waitFor();
  expect(problems).toEqual([]);
  await close();
});

test('a member, or a URL with a query, gets the page rendered in the browser, without a warning', async () => {
  const { page, problems, close } = await open();
  await signInWithPassword(page, env.site.url);
  await page.goto(`${env.site.url}/exchange`);
  // The server's markup (a visitor's, goods included) shows until the browser has rendered the member's page.
  await waitForArea(page, 'mf-exchange');
  await page.locator('.area-mf-exchange [data-testid="benefit-card"]').first().waitFor();
  await expect(page.getByTestId('site-header').getByRole('button', { name: '登录 / 注册' }).count()).resolves.toBe(0);
  await close();

  const visitor = await open();
  const response = await visitor.page.goto(`${env.site.url}/login?tab=password`);
  expect(await response!.text()).not.toContain('data-prerendered-path');
  // The query opens the password tab: rendered in the browser, straight away.
  await visitor.page.getByLabel('密码', { exact: true }).filter({ visible: true }).waitFor();
  expect([...problems, ...visitor.problems]).toEqual([]);
  await visitor.close();
});
