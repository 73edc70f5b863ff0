// The member account in Chromium against the demo API — nickname and avatar reach the header,
// a new password signs in, a third-party account is bound and unbound, a question with an image is
// answered through the operator command and confirmed, reading a message clears the bell's marker, and a
// friend registering through the invite link is listed on the inviter's /home/invite. At both widths.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { fillMobileAndSmsCode, signInWithPassword } from '../support/page-helpers';
import { DEMO, repoRoot } from '../support/site';
import { atBothWidths, signOut } from '../support/widths';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

atBothWidths(({ env, options }) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await env.browser.newContext(options);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const header = () => page.getByTestId('site-header');

  // First: the tests after it bind and change a password, and each of those leaves the member a new
  // security message, so the invitation would no longer be the last unread one.
  test('reading the last unread message clears the bell’s marker without a reload', async () => {
    await signInWithPassword(page, env.site.url);
    await header().getByTestId('unread-dot').waitFor();
    await header().getByTestId('message-bell').click();
    await page.waitForURL(`${env.site.url}/home/message`);
    const unread = page.getByRole('listitem', { name: '座谈会邀请' });
    await unread.getByText('未读').waitFor();
    await unread.getByRole('link', { name: '座谈会邀请' }).click();
    await page.waitForURL(/\/home\/message\/\d+$/);
    await page.getByText('您已入选').waitFor();
    await header().getByTestId('unread-dot').waitFor({ state: 'detached' });
  });

  test('the member changes nickname and avatar and sees both in the header', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/home/user`);
    await page.getByLabel('昵称').fill('问卷达人');
    await page.getByRole('button', { name: '保存昵称' }).click();
    await header().getByTestId('user-menu').getByText('问卷达人').waitFor();

    await page.getByLabel('选择头像图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('dialog', { name: '预览头像' });
    await preview.getByRole('button', { name: '上传' }).click();
    await preview.waitFor({ state: 'detached' });
    const avatar = header().getByTestId('user-menu').locator('img');
    await avatar.waitFor();
    await expect(avatar.getAttribute('src')).resolves.toMatch(/^\/api\/oss\/files\/avatar\/1\/\d{13}\d{4}\.png$/);
  });

  test('binds a QQ account through the provider’s page after confirming the password, and unbinds it', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/home/user`);
    const qq = page.getByRole('listitem', { name: 'QQ' });
    await qq.getByRole('button', { name: '绑定' }).click();
    await page.getByRole('button', { name: '同意授权' }).click();
    await page.waitForURL(`${env.site.url}/home/user`);
    // A new way to sign in needs a fresh proof, not only the session.
    const confirm = page.getByRole('dialog', { name: '验证身份后绑定' });
    await confirm.getByLabel('登录密码').fill('demo123456');
    await confirm.getByRole('button', { name: '确认绑定' }).click();
    await qq.getByText('已绑定 QQ用户').waitFor();
    await qq.getByRole('button', { name: '解绑' }).click();
    await page.getByRole('dialog', { name: '解除绑定' }).getByRole('button', { name: '解除绑定' }).click();
    await qq.getByText('未绑定').waitFor();
  });

  test('asks a question with an image; the operator replies; the member confirms', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/home/feedback`);
    await page.getByRole('button', { name: '我要提问' }).click();
    await page.getByLabel('问题分类').selectOption('金币与兑换');
    await page.getByLabel('问题描述').fill('兑换的视频会员卡在卡券专区找不到');
    await page.getByLabel('选择问题截图').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('screen.png').waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL(/\/home\/feedback\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('待受理').waitFor();
    await page.getByRole('img', { name: '问题截图 1' }).waitFor();

    const cli = path.join(repoRoot, 'api', 'src', 'cli', 'feedback.ts');
    const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, [cli, 'reply', String(id), '--text', '已为您补发，请刷新卡券专区'], {
      env: { ...process.env, API_URL: env.site.apiUrl, DATABASE_URL: '' },
    });
    expect(stdout).toContain('[待确认]');

    await page.reload();
    await page.getByText('已为您补发，请刷新卡券专区').waitFor();
    await page.getByRole('button', { name: '确认已解决' }).click();
    await page.getByText('已确认', { exact: true }).waitFor();
    await page.goto(`${env.site.url}/home/feedback`);
    await page
      .getByRole('listitem', { name: /兑换的视频会员卡/ })
      .getByText('已确认')
      .waitFor();
  });

  test('a friend opens the invite link in a fresh browser and registers; the inviter’s page lists them', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/home/invite`);
    const link = (await page.getByTestId('invite-link').innerText()).trim();
    expect(link).toMatch(/\/app\/invite\?inviteCode=DEMO88$/);
    // The demo member invited 会员6621 before: the count, the list and the rewards agree on it.
    const friends = page.getByRole('list', { name: '我邀请的好友' }).getByRole('listitem');
    await friends.filter({ hasText: '会员6621' }).waitFor();
    await expect(page.getByTestId('invitee-count').innerText()).resolves.toBe('1');

    const friendContext = await env.browser.newContext(options);
    const friend = await friendContext.newPage();
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, env.site.url));
    await friend.getByText(/邀请你加入/).waitFor();
    await fillMobileAndSmsCode(friend, env.site.url, '13700137088');
    await friend.getByLabel('设置密码').fill('friend123');
    await friend.getByLabel('我已阅读并同意').check();
    await friend.getByRole('button', { name: '接受邀请并注册' }).click();
    await friend.waitForURL(`${env.site.url}/home`);
    await friendContext.close();

    await page.reload();
    await friends.nth(1).waitFor();
    await expect(friends.count()).resolves.toBe(2);
    await expect(page.getByTestId('invitee-count').innerText()).resolves.toBe('2');
    await page.getByRole('tab', { name: '邀请奖励' }).click();
    const rewards = page.getByRole('list', { name: '邀请奖励' }).getByRole('listitem');
    await rewards.nth(1).waitFor();
    await expect(rewards.count()).resolves.toBe(2);
  });

  // Last: the demo member's password is not the seeded one afterwards.
  test('changes the password with its strength shown and signs in with the new one', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/home/user`);
    await page.getByRole('button', { name: '修改登录密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改登录密码' });
    await dialog.getByLabel('原密码').fill(DEMO.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Survey#2026');
    await dialog.getByText('密码强度：强').waitFor();
    await dialog.getByLabel('确认新密码').fill('Survey#2026');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });

    const fresh = await env.browser.newContext(options);
    const other = await fresh.newPage();
    await signInWithPassword(other, env.site.url, { mobile: DEMO.mobile, password: 'Survey#2026' });
    await other.getByTestId('site-header').getByTestId('user-menu').waitFor();
    // the old password no longer signs in
    await signOut(other);
    await other.waitForURL(/\/login/);
    await other.getByRole('tab', { name: '密码登录' }).click();
    await other.getByLabel('手机号', { exact: true }).filter({ visible: true }).fill(DEMO.mobile);
    await other.getByLabel('密码', { exact: true }).filter({ visible: true }).fill(DEMO.password);
    await other
      .getByRole('button', { name: /^登\s*录$/ })
      .filter({ visible: true })
      .click();
    await other.getByText('账号或密码错误').waitFor();
    await fresh.close();
  });
});
