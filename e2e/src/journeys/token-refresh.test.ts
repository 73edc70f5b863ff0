// Near expiry, the site refreshes the token exactly once and carries on.
import { signInWithPassword } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';

const env = setUpSite();

test('spec §4: a token within 90 s of expiry is refreshed once while the home page loads its data', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInWithPassword(page, env.site.url);
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'TOKEN')!;
  const expired = cookies.find((c) => c.name === 'EXPRIED')!;
  await context.addCookies([{ ...expired, value: String(Date.now() + 30_000) }]);

  const refreshCalls: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/auth/token/refresh') refreshCalls.push(pathname);
    else if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await page.goto(`${env.site.url}/home`);
  await page.locator('.area-mf-home').getByText('M2026001').waitFor();
  await page.waitForLoadState('networkidle');

  expect(refreshCalls).toHaveLength(1);
  expect(apiCalls.length).toBeGreaterThan(1);
  const after = await context.cookies();
  expect(after.find((c) => c.name === 'TOKEN')!.value).not.toBe(token.value);
  expect(Number(after.find((c) => c.name === 'EXPRIED')!.value)).toBeGreaterThan(Date.now() + 60_000);
  await context.close();
});
