// Two tabs sign the member out: a member with two tabs open stays signed in through
// three token expiries. The browser's clock and the API's move together, past each token's real
// expiry, and both tabs then call the API at once by navigating between member pages.
import type { BrowserContext, Page } from 'playwright-core';
import { signInWithPassword } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';

const TOKEN_TTL_SECONDS = 600;
/** Each round moves both clocks past the token's expiry. */
const PAST_EXPIRY_MS = (TOKEN_TTL_SECONDS + 30) * 1000;
const REFRESH_PATH = '/api/v1/auth/token/refresh';

let apiClockOffset = 0;
const env = setUpSite({ tokenTtlSeconds: TOKEN_TTL_SECONDS, now: () => Date.now() + apiClockOffset });

// Text only the API's demo data puts on each page, so seeing it proves the authenticated calls worked.
const PAGES = [
  { link: '任务', path: '/task', shows: '新手欢迎问卷：认识一下你' },
  { link: '兑换', path: '/exchange', shows: '支付宝提现 10元' },
  { link: '首页', path: '/home', shows: '会员编号：M2026001' },
];

/** Client-side navigation through the header, so each tab keeps its in-memory session. */
async function visit(page: Page, target: (typeof PAGES)[number]) {
  await page.getByTestId('site-header').getByRole('link', { name: target.link, exact: true }).click();
  await page.waitForURL(`${env.site.url}${target.path}`);
  await page.getByText(target.shows, { exact: true }).first().waitFor();
}

/**
 * Resolves once no API request of the context is on its way. The clocks jump: a request sent
 * just before (a screen's late call) would reach the API after its token's expiry, which no real
 * clock does.
 */
function apiSettled(context: BrowserContext): () => Promise<void> {
  let open = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  context.on('request', (request) => {
    if (isApi(request.url())) open += 1;
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) open -= 1;
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return async () => {
    // Quiet for a moment, not just between two requests of one screen.
    for (let quiet = 0; quiet < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quiet = open === 0 ? quiet + 1 : 0;
    }
  };
}

/** Every API answer that says "not signed in", from any tab. */
function recordUnauthorized(context: BrowserContext): string[] {
  const refused: string[] = [];
  context.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    if (response.status() === 401 || body?.code === 401) refused.push(pathname);
  });
  return refused;
}

test('two tabs of one member stay signed in through three token expiries, with one refresh per expiry', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const settled = apiSettled(context);
  await context.clock.install({ time: Date.now() });
  const first = await context.newPage();
  await signInWithPassword(first, env.site.url);
  const second = await context.newPage();
  await second.goto(`${env.site.url}/home`);
  await second.getByText('会员编号：M2026001', { exact: true }).first().waitFor();

  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === REFRESH_PATH) refreshes.push(request.url());
  });
  const refused = recordUnauthorized(context);
  const tokens = [(await context.cookies()).find((cookie) => cookie.name === 'TOKEN')!.value];

  for (let expiry = 1; expiry <= 3; expiry += 1) {
    await settled();
    apiClockOffset += PAST_EXPIRY_MS;
    await context.clock.fastForward(PAST_EXPIRY_MS);
    // Both tabs hold an expired token in memory and call the API at the same moment.
    await Promise.all([visit(first, PAGES[expiry % 3]), visit(second, PAGES[(expiry + 1) % 3])]);

    expect(refreshes).toHaveLength(expiry);
    tokens.push((await context.cookies()).find((cookie) => cookie.name === 'TOKEN')!.value);
    expect(new Set(tokens).size).toBe(expiry + 1);
  }

  expect(refused).toEqual([]);
  for (const page of [first, second]) {
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await expect(page.getByTestId('site-header').getByTestId('user-menu').innerText()).resolves.toContain('小调研员');
  }
  await context.close();
});
