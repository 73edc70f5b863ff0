// Earning in Chromium against the demo API — a member opens a task, answers at the supplier,
// comes back and is paid once; a screened-out member is told why and paid nothing; delivering the
// same result again shows the settled result and pays nothing more. At both widths.
import type { BrowserContext, Page } from 'playwright-core';
import { signInWithPassword } from '../support/page-helpers';
import { atBothWidths, followNav } from '../support/widths';

atBothWidths(({ env, options }) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await env.browser.newContext(options);
    page = await context.newPage();
    await signInWithPassword(page, env.site.url);
  });
  afterEach(async () => {
    await context.close();
  });

  const coins = (text: string) => Number(text.replace(/[^\d]/g, ''));

  /** The balance on the member's card at /home. */
  async function homeBalance(): Promise<number> {
    await page.goto(`${env.site.url}/home`);
    return coins(await page.getByTestId('gold-balance').innerText());
  }

  /** At the supplier's page: waits for the questionnaire, answers it like a person (not too fast) and submits. */
  async function answerAtSupplier(title: string, choices: string[]) {
    await page.waitForURL(/\/api\/supplier\/survey\?/);
    const form = page.getByRole('form', { name: title });
    await form.waitFor();
    for (const choice of choices) await form.getByLabel(choice, { exact: true }).check();
    // The supplier counts answers submitted within 3 seconds of opening as too short.
    await page.waitForTimeout(3200);
    await form.getByRole('button', { name: '提交问卷' }).click();
  }

  test('task → detail → start → answer at the supplier → back → credited once, seen at home, in the ledger and my tasks', async () => {
    const before = await homeBalance();

    await followNav(page, '任务');
    await page.waitForURL(`${env.site.url}/task`);
    await page.getByRole('link', { name: '每日一问：你的通勤方式' }).click();
    await page.waitForURL(`${env.site.url}/task/detail/4`);
    const detail = page.getByRole('article', { name: '每日一问：你的通勤方式' });
    await detail.getByRole('region', { name: '任务说明' }).waitFor();
    await expect(detail.getByLabel('任务奖励').innerText()).resolves.toContain('20');
    await detail.getByRole('button', { name: '开始答题' }).click();

    await answerAtSupplier('每日一问：通勤方式', ['地铁/公交', '30-60 分钟']);
    await page.waitForURL(/\/survey\/end\?ref=[0-9a-f]{32}$/);
    await page.getByText('恭喜，任务完成！').waitFor();
    await expect(page.getByLabel('本次奖励').innerText()).resolves.toContain('+20');
    // The header follows without a reload.
    await page
      .getByTestId('header-gold')
      .getByText((before + 20).toLocaleString('en-US'))
      .waitFor();
    // Back from the result skips the hand-off: it replaced itself with the supplier's page.
    await page.goBack();
    await page.waitForURL(`${env.site.url}/task/detail/4`);

    expect(await homeBalance()).toBe(before + 20);

    await page.goto(`${env.site.url}/home/gold`);
    const row = page.getByRole('listitem', { name: '完成任务「每日一问：你的通勤方式」' });
    await expect(row.innerText()).resolves.toMatch(/\+20[\s\S]*余额 [\d,]+/);
    expect(coins((await row.innerText()).split('余额')[1])).toBe(before + 20);

    await page.goto(`${env.site.url}/home/task`);
    await expect(page.getByRole('link', { name: '每日一问：你的通勤方式' }).innerText()).resolves.toContain('已完成');

    await page.goto(`${env.site.url}/task/detail/4`);
    await expect(page.getByRole('button', { name: '开始答题' }).isDisabled()).resolves.toBe(true);
    await page.getByText('你已参加过该任务').waitFor();
  });

  test('a screened-out member is told why and credited nothing, also when the same result is delivered again', async () => {
    const before = await homeBalance();

    await page.goto(`${env.site.url}/task/detail/12`);
    await page.getByRole('button', { name: '开始答题' }).click();
    await page.waitForURL(/\/cloud\/survey\/go\?id=12|\/api\/supplier\/survey\?/);
    await answerAtSupplier('城市公共交通满意度调查', ['没有乘坐过', '满意', '准点率']);
    await page.waitForURL(/\/callback\.php\?/);
    const returnUrl = page.url();
    await page.waitForURL(/\/survey\/end\?ref=/);
    await page.getByText('很遗憾，你不符合本次调研的条件').waitFor();
    await page.getByText('本次没有发放奖励。').waitFor();

    // The browser's back-and-reload of the supplier's return address delivers the same signed result
    // again: the supplier has already reported it server to server, so it shows the settled result.
    await page.goto(returnUrl);
    await page.waitForURL(/\/survey\/end\?ref=/);
    await page.getByText('很遗憾，你不符合本次调研的条件').waitFor();

    expect(await homeBalance()).toBe(before);
    await page.goto(`${env.site.url}/home/task`);
    await expect(page.getByRole('link', { name: '城市公共交通满意度调查' }).innerText()).resolves.toContain('被甄别');
  });

  test('a forged result is refused on the return screen', async () => {
    const forged = new URLSearchParams({
      sp: 'inhouse',
      mid: 'M2026001',
      tid: 'Ra1wKh',
      state: '1',
      nonce: 'Zm9yZ2VkLWluLWJyb3dzZXI',
      ts: String(Date.now()),
      sig: 'a'.repeat(64),
    });
    await page.goto(`${env.site.url}/task/back?${forged}`);
    await page.getByText('答题结果无效').waitFor();
    await page.getByText('答题结果的签名无效，可能被篡改，本次不发放奖励').waitFor();
  });
});
