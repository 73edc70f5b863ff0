// A new member's first weeks in one journey, at both widths — registers with an SMS code,
// earns on a task and sees the reward, is credited for two friends who register through the invite
// link, verifies their identity and binds Alipay on the redeem step (what cash needs), redeems
// 支付宝提现 10元 and finds the order waiting for review, with its progress.
import type { BrowserContext, Page } from 'playwright-core';
import { fillMobileAndSmsCode, waitForArea } from '../support/page-helpers';
import { atBothWidths, followNav } from '../support/widths';

const coins = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** A valid ID number (its check character computed per GB 11643) that no demo member holds. */
const ID_NUMBER = '330106199003071236';

atBothWidths(({ env, options }) => {
  let context: BrowserContext;
  let page: Page;
  const url = () => env.site.url;

  beforeEach(async () => {
    context = await env.browser.newContext(options);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  /** The balance on the member's card at /home. */
  async function homeBalance(): Promise<number> {
    await page.goto(`${url()}/home`);
    return coins(await page.getByTestId('gold-balance').innerText());
  }

  /** A friend, on a device of their own, registers through the member's invite link. */
  async function friendRegisters(link: string, mobile: string) {
    const friendContext = await env.browser.newContext(options);
    const friend = await friendContext.newPage();
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, url()));
    await friend
      .getByText(/邀请你加入/)
      .first()
      .waitFor();
    await fillMobileAndSmsCode(friend, url(), mobile);
    await friend.getByLabel('设置密码').fill('friend123');
    await friend.getByLabel('我已阅读并同意').check();
    await friend.getByRole('button', { name: '接受邀请并注册' }).click();
    await friend.waitForURL(`${url()}/home`);
    await friendContext.close();
  }

  test('register → earn → the reward → two friends invited → identity and Alipay → cash out → the order under review', async () => {
    await page.goto(`${url()}/register`);
    await waitForArea(page, 'mf-auth');
    await fillMobileAndSmsCode(page, url(), '13600136029');
    await page.getByLabel('设置密码').fill('member029');
    await page.getByLabel('我已阅读并同意').check();
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL(`${url()}/home`);
    const start = coins(await page.getByTestId('gold-balance').innerText());

    // Earn: a task from the task hall, answered at the supplier.
    await followNav(page, '任务');
    await page.waitForURL(`${url()}/task`);
    await page.getByRole('link', { name: '每日一问：你的通勤方式' }).click();
    await page.getByRole('button', { name: '开始答题' }).click();
    await page.waitForURL(/\/api\/supplier\/survey\?/);
    const form = page.getByRole('form', { name: '每日一问：通勤方式' });
    for (const choice of ['地铁/公交', '30-60 分钟']) await form.getByLabel(choice, { exact: true }).check();
    // The supplier counts answers submitted within 3 seconds of opening as too short.
    await page.waitForTimeout(3200);
    await form.getByRole('button', { name: '提交问卷' }).click();
    await page.waitForURL(/\/survey\/end\?ref=/);
    await page.getByText('恭喜，任务完成！').waitFor();
    await expect(page.getByLabel('本次奖励').innerText()).resolves.toContain('+20');
    await page
      .getByTestId('header-gold')
      .getByText((start + 20).toLocaleString('en-US'))
      .waitFor();
    expect(await homeBalance()).toBe(start + 20);
    await page.goto(`${url()}/home/gold`);
    await page.getByRole('listitem', { name: '完成任务「每日一问：你的通勤方式」' }).getByText('+20').waitFor();

    // Two friends register through the invite link: 500 gold each.
    await page.goto(`${url()}/home/invite`);
    const link = (await page.getByTestId('invite-link').innerText()).trim();
    await friendRegisters(link, '13600136031');
    await friendRegisters(link, '13600136032');
    const earned = start + 20 + 1000;
    expect(await homeBalance()).toBe(earned);

    // Cash: the redeem step asks for the identity, then an Alipay account in the same name.
    await followNav(page, '兑换');
    await page.waitForURL(`${url()}/exchange`);
    await page.getByRole('link', { name: '支付宝提现 10元' }).click();
    await page.getByRole('heading', { level: 1, name: '支付宝提现 10元' }).waitFor();
    await page.getByRole('button', { name: '立即兑换' }).filter({ visible: true }).click();
    await page.getByRole('heading', { name: '填写兑换信息' }).waitFor();
    await expect(page.getByRole('button', { name: '下一步' }).isDisabled()).resolves.toBe(true);
    await page.getByText('完成实名认证后绑定同名支付宝账号。').waitFor();
    const identity = page.getByRole('form', { name: '实名认证' });
    await identity.getByLabel('真实姓名').fill('林小雨');
    await identity.getByLabel('身份证号').fill(ID_NUMBER);
    await identity.getByRole('button', { name: '提交认证' }).click();
    await page.getByTestId('identity-saved').getByText('身份证号 330***********1236').waitFor();
    const alipay = page.getByRole('form', { name: '提现支付宝' });
    await alipay.getByLabel('支付宝账号').fill('linxiaoyu@example.com');
    await alipay.getByLabel('支付宝实名').fill('林小雨');
    await alipay.getByRole('button', { name: '保存支付宝' }).click();
    await page.getByTestId('alipay-saved').waitFor();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('heading', { name: '确认兑换' }).waitFor();
    await expect(page.getByTestId('confirm-after').innerText().then(coins)).resolves.toBe(earned - 1000);
    await page.getByRole('button', { name: '确认兑换' }).click();
    await page.waitForURL(/\/exchange\/success\?order=\d+$/);
    await page.getByRole('heading', { name: '兑换已提交' }).waitFor();
    await expect(page.getByTestId('success-balance').innerText().then(coins)).resolves.toBe(earned - 1000);

    await page.getByRole('link', { name: '查看兑换记录' }).click();
    await page.waitForURL(`${url()}/home/exchange`);
    const record = page.getByRole('listitem', { name: '支付宝提现 10元' });
    await record.getByText('待审核').first().waitFor();
    await expect(record.count()).resolves.toBe(1);
    await record.getByRole('button', { name: '查看进度' }).click();
    await record.getByRole('list', { name: '兑换进度' }).getByText('待审核').waitFor();
  });
});
