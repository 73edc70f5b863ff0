import type { Page } from 'playwright-core';
import { DEMO } from './site';

/**
 * Waits until an area's screen responds. A pre-rendered page shows its screen before the area's
 * code has hydrated it; a click before that does nothing.
 */
export async function waitForArea(page: Page, area: string) {
  await page.locator(`.area-mount-${area}[data-mounted]`).waitFor();
}

/** Opens the sign-in screen, ready for input. */
export async function openSignIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await waitForArea(page, 'mf-auth');
}

/** Signs the demo member in through the real login screen's password tab. */
export async function signInWithPassword(page: Page, baseUrl: string, account = DEMO) {
  await openSignIn(page, baseUrl);
  await page.getByRole('tab', { name: '密码登录' }).click();
  // Inactive tab panels stay in the DOM, hidden: act on the visible fields only.
  await page.getByLabel('手机号', { exact: true }).filter({ visible: true }).fill(account.mobile);
  await page.getByLabel('密码', { exact: true }).filter({ visible: true }).fill(account.password);
  await page
    .getByRole('button', { name: /^登\s*录$/ })
    .filter({ visible: true })
    .click();
  await page.waitForURL(`${baseUrl}/home`);
}

/** Paths of every script the page requested, for "was this area loaded?" assertions. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Every request of the page that fails at the network level or answers 5xx, for "nothing the browser
 * asked for failed" assertions. Requests the browser cancels itself on navigating away do not count.
 */
export function recordFailedRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failures.push(`${request.method()} ${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`);
  });
  return failures;
}

/** The SMS code the demo API last sent to a mobile (its dev inbox). */
export async function readSmsCode(baseUrl: string, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/sms?mobile=${mobile}`);
    const body = (await response.json()) as { code: number; data?: { code: string } };
    if (body.code === 200 && body.data) return body.data.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** Fills the visible mobile field, asks for a code and types the code from the inbox. */
export async function fillMobileAndSmsCode(page: Page, baseUrl: string, mobile: string) {
  await page.getByLabel('手机号', { exact: true }).filter({ visible: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).filter({ visible: true }).click();
  await page
    .getByRole('button', { name: /重新发送|秒后重新获取/ })
    .filter({ visible: true })
    .waitFor();
  await page
    .getByLabel('验证码', { exact: true })
    .filter({ visible: true })
    .fill(await readSmsCode(baseUrl, mobile));
}
