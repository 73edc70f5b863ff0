import type { Page } from 'playwright-core';
import { DEMO } from './site';

/** Signs the demo member in through the real login screen's password tab. */
export async function signInWithPassword(page: Page, baseUrl: string, account = DEMO) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  // Inactive tab panels stay in the DOM, hidden: act on the visible fields only.
  await page.getByLabel('手机号').filter({ visible: true }).fill(account.mobile);
  await page.getByLabel('密码', { exact: true }).filter({ visible: true }).fill(account.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).filter({ visible: true }).click();
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
