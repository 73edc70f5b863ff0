// Campaigns in Chromium against the demo API — a lottery draw with its record and the
// debited balance, a gift box opened, the quiz scored on the server, an invitation shared and
// credited, and the app download page on a phone. At both widths.
import type { BrowserContext, Page } from 'playwright-core';
import { fillMobileAndSmsCode, signInWithPassword } from '../support/page-helpers';
import { atBothWidths } from '../support/widths';

atBothWidths(({ env, options, phone }) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await env.browser.newContext(options);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const coins = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const lotteryGold = async () => coins(await page.getByTestId('lottery-gold').innerText());

  test('a member draws in the lottery: the record appears and the balance is debited by the cost (plus any gold prize)', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/lottery`);
    await page.getByRole('heading', { level: 1, name: '幸运大抽奖' }).waitFor();
    await page.getByText('今日剩余 10 / 10 次').waitFor();
    const before = await lotteryGold();
    await page.getByText('当前没有抽奖记录哦~！').waitFor();

    await page.getByRole('button', { name: '抽一次（100 金币）' }).click();
    const outcome = await page
      .getByRole('status')
      .filter({ hasText: /恭喜抽中|再接再厉/ })
      .innerText();
    const prize = /(\d+) 金币/.exec(outcome);
    const expected = before - 100 + (prize ? Number(prize[1]) : 0);
    await page.getByText('今日剩余 9 / 10 次').waitFor();
    await expect(lotteryGold()).resolves.toBe(expected);
    // The records list is remounted after the draw and fetches again, so wait for its row.
    const records = page.getByRole('list').filter({ hasText: '消耗' });
    await records.getByRole('listitem').first().waitFor();
    await expect(records.getByRole('listitem').count()).resolves.toBe(1);

    // The server's view after a reload: the same balance and the same record.
    await page.reload();
    await page.getByText('今日剩余 9 / 10 次').waitFor();
    await expect(lotteryGold()).resolves.toBe(expected);
    await page.getByTestId('header-gold').getByText(expected.toLocaleString('en-US')).waitFor();
  });

  test('a member opens a christmas gift box earned by check-ins and finds it in the records', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/christmas`);
    await page.getByText(/我的圣诞礼盒（未打开 3 个）/).waitFor();
    await page.getByRole('button', { name: '打开礼盒' }).first().click();
    const got = await page.getByRole('status').filter({ hasText: '打开礼盒获得' }).innerText();
    const reward = /获得 (.+ \d+ 金币)/.exec(got)?.[1];
    expect(reward).toBeTruthy();
    await page.getByText(/我的圣诞礼盒（未打开 2 个）/).waitFor();

    await page.getByRole('button', { name: '开盒记录' }).click();
    await page.waitForURL(`${env.site.url}/christmas/records`);
    await page.getByText(reward!, { exact: true }).waitFor();
  });

  test('a visitor completes the quiz and sees the score the server gave', async () => {
    await page.goto(`${env.site.url}/answerSheet`);
    await page.getByRole('heading', { level: 1, name: '调研知识挑战赛' }).waitFor();
    const questions = page.locator('fieldset');
    await questions.first().waitFor();
    const count = await questions.count();
    expect(count).toBe(5);
    for (let i = 0; i < count; i += 1) await questions.nth(i).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: '交卷' }).click();
    await page.waitForURL(/\/answerSheet\/result\?id=[\w-]+$/);
    await page.getByText('游* 的答题成绩').waitFor();
    const score = Number(/^\d+/.exec((await page.locator('p').filter({ hasText: '/ 100 分' }).innerText()).trim())?.[0]);
    const correct = Number(/答对 (\d) \/ 5 题/.exec(await page.getByText(/答对 \d \/ 5 题/).innerText())?.[1]);
    // Every question is worth 20 points: the score is the server's count of right answers.
    expect(score).toBe(correct * 20);
  });

  test('a visitor opens /share from a member’s link, registers, and the inviter is credited 500 gold', async () => {
    await signInWithPassword(page, env.site.url);
    await page.goto(`${env.site.url}/lottery`);
    const before = await lotteryGold();
    await page.goto(`${env.site.url}/invite`);
    await page.getByText('DEMO88', { exact: true }).waitFor();
    const link = (await page.getByText(/\/share\?inviteCode=DEMO88$/).innerText()).trim();

    const friendContext = await env.browser.newContext(options);
    const friend = await friendContext.newPage();
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, env.site.url));
    await friend.getByRole('heading', { name: /小调研员 邀请你加入/ }).waitFor();
    await friend.getByRole('button', { name: '接受邀请，立即注册' }).click();
    await friend.waitForURL(`${env.site.url}/app/invite?inviteCode=DEMO88`);
    await fillMobileAndSmsCode(friend, env.site.url, '13700137166');
    await friend.getByLabel('设置密码').fill('friend123');
    await friend.getByLabel('我已阅读并同意').check();
    await friend.getByRole('button', { name: '接受邀请并注册' }).click();
    await friend.waitForURL(`${env.site.url}/home`);
    await friendContext.close();

    await page.goto(`${env.site.url}/lottery`);
    await page.getByText(/今日剩余/).waitFor();
    await expect(lotteryGold()).resolves.toBe(before + 500);
  });

  // The download page on a phone is a phone's page: once, at the phone's width.
  if (phone) {
    test('a visitor opens /app on a phone and gets the iPhone download, no desktop QR code', async () => {
      const phoneContext = await env.browser.newContext(options);
      const p = await phoneContext.newPage();
      await p.goto(`${env.site.url}/app`);
      const download = p.getByRole('link', { name: /iPhone版下载/ });
      await download.waitFor();
      await expect(download.getAttribute('href')).resolves.toMatch(/^https:\/\//);
      await expect(p.getByText('手机扫码下载 App').count()).resolves.toBe(0);
      await expect(p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      await phoneContext.close();
    });
  }
});
