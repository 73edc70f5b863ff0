// Every sign-in way of spec section 1 against the real API in demo mode.
import type { BrowserContext, Page } from 'playwright-core';
import { fillMobileAndSmsCode, openSignIn, signInWithPassword } from '../support/page-helpers';
import { DEMO } from '../support/site';
import { setUpSite } from '../support/set-up-site';

const env = setUpSite();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await env.browser.newContext({ viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

async function expectSignedIn(nickname?: string) {
  await page.waitForURL(`${env.site.url}/home`);
  const menu = page.getByTestId('site-header').getByTestId('user-menu');
  await menu.waitFor();
  if (nickname) await expect(menu.innerText()).resolves.toContain(nickname);
}

test('password login', async () => {
  await signInWithPassword(page, env.site.url);
  await expectSignedIn('小调研员');
});

test('SMS login with the code from the demo inbox registers a new mobile', async () => {
  await openSignIn(page, env.site.url);
  await fillMobileAndSmsCode(page, env.site.url, '13700137001');
  // Signing in by SMS registers a new mobile: the member agrees to the agreement first, as on /register.
  await page.getByLabel('我已阅读并同意').filter({ visible: true }).check();
  await page
    .getByRole('button', { name: /^登\s*录$/ })
    .filter({ visible: true })
    .click();
  await expectSignedIn();
});

test('QR login: the code is confirmed from "another device" and the page signs in', async () => {
  await openSignIn(page, env.site.url);
  const [qr] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/v1/auth/qrcode/login')),
    page.getByRole('tab', { name: '扫码登录' }).click(),
  ]);
  const { data } = (await qr.json()) as { data: { qrId: string } };
  await page.locator('svg').filter({ visible: true }).first().waitFor();

  const phone = await context.newPage();
  await phone.goto(`${env.site.url}/api/dev/qrcode/scan?qrId=${data.qrId}`);
  await page.getByText('已扫码').first().waitFor();
  await phone.getByRole('button', { name: '确认登录' }).click();
  await phone.getByRole('heading', { name: '已确认' }).waitFor();
  await expectSignedIn('小调研员');
});

test('third-party login (WeChat stand-in) with bind to a new mobile, then again straight in', async () => {
  await openSignIn(page, env.site.url);
  await page.getByRole('button', { name: '微信' }).click();
  await page.waitForURL(/\/api\/dev\/oauth\/wechat\/authorize/);
  await page.getByLabel(/昵称/).fill('微信小王');
  await page.getByRole('button', { name: '同意授权' }).click();
  await page.waitForURL(/\/bind/);
  await page.getByText('微信小王').first().waitFor();
  await fillMobileAndSmsCode(page, env.site.url, '13700137002');
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expectSignedIn();

  // Signed out, the same WeChat account now signs in without binding.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL(/\/login/);
  await page.getByRole('button', { name: '微信' }).click();
  await page.getByLabel(/昵称/).fill('微信小王');
  await page.getByRole('button', { name: '同意授权' }).click();
  await expectSignedIn();
});

test('forgot password resets it, and the new password signs in', async () => {
  const mobile = '13800138000';
  await page.goto(`${env.site.url}/password`);
  await fillMobileAndSmsCode(page, env.site.url, mobile);
  await page.getByLabel('新密码', { exact: true }).fill('newpass789');
  await page.getByLabel('确认新密码').fill('newpass789');
  await page.getByRole('button', { name: '重置密码' }).click();
  await page.getByRole('button', { name: '去登录' }).click();
  await page.waitForURL(/\/login/);
  await signInWithPassword(page, env.site.url, { mobile, password: 'newpass789' });
  await expectSignedIn('小调研员');
  // Put the demo password back for the other tests of this env.site.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.goto(`${env.site.url}/password`);
  await fillMobileAndSmsCode(page, env.site.url, mobile);
  await page.getByLabel('新密码', { exact: true }).fill(DEMO.password);
  await page.getByLabel('确认新密码').fill(DEMO.password);
  await page.getByRole('button', { name: '重置密码' }).click();
  await page.getByRole('button', { name: '去登录' }).waitFor();
});

test('invite registration shows the inviter and signs the new member in', async () => {
  await page.goto(`${env.site.url}/app/invite?inviteCode=DEMO88`);
  await page.getByText('小调研员 邀请你加入').waitFor();
  await fillMobileAndSmsCode(page, env.site.url, '13700137003');
  await page.getByLabel('设置密码').fill('invite123');
  await page.getByLabel('我已阅读并同意').check();
  await page.getByRole('button', { name: '接受邀请并注册' }).click();
  await expectSignedIn();
});
