// Discussion groups in Chromium against the demo API. A participant signs into group 1,
// answers a topic with an attachment, votes, finds the topic through the header search and logs
// out back to the group login; the host sees the members and responses and downloads the file. At both
// widths.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { atBothWidths } from '../support/widths';

const GROUP = 'qz8Kd1';
const PASSWORD = 'demo123456';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The spec's file naming: timestamp + 1000-9999 + extension. */
const NAMED = (ext: string) => new RegExp(`^\\d{13}[1-9]\\d{3}\\${ext}$`);

atBothWidths(({ env, options }) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await env.browser.newContext({ ...options, acceptDownloads: true });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  async function groupLogin(mobile: string) {
    await page.goto(`${env.site.url}/bbs/${GROUP}`);
    await page.getByRole('heading', { name: '新能源汽车用户体验座谈会' }).waitFor();
    await page.getByLabel('手机号', { exact: true }).fill(mobile);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '登录讨论组' }).click();
    await page.waitForURL(`${env.site.url}/bbs/${GROUP}/topic`);
  }

  test('a participant answers a topic with an attachment, votes, finds the topic and logs out to the group login', async () => {
    await groupLogin('13900139000');
    const header = page.getByTestId('site-header');
    await header.getByRole('link', { name: /^新能源汽车用户体验座谈会\s*（讨论组首页）$/ }).waitFor();
    await expect(header.getByRole('navigation').count()).resolves.toBe(0);

    const topic = page.getByRole('link', { name: /购车时最看重的因素/ });
    await topic.getByText('未回复').waitFor();
    await topic.click();
    await page.waitForURL(new RegExp(`/bbs/${GROUP}/topic/\\d+$`));
    await page.getByRole('heading', { name: '购车时最看重的因素' }).waitFor();

    const form = page.getByRole('form', { name: '写回复' });
    await form.getByLabel('我的回复').fill('价格和续航都重要，但我更在意充电是否方便。');
    await form.getByRole('button', { name: '建议' }).click();
    // The group sees the file under its own name; it is stored and downloaded under the spec's name.
    await form.getByLabel('添加附件').setInputFiles({ name: '充电桩.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: '下载 充电桩.png' }).waitFor();
    await form.getByRole('button', { name: '发布' }).click();

    const list = page.getByRole('list', { name: '回复列表' });
    const mine = list.getByRole('listitem').filter({ hasText: '价格和续航都重要' });
    await mine.getByText('充电桩.png', { exact: true }).waitFor();
    await mine.getByRole('button', { name: '编辑' }).waitFor();
    // the seeded answers of others carry no edit or delete
    await expect(list.getByRole('listitem').filter({ hasText: '续航第一' }).getByRole('button', { name: '编辑' }).count()).resolves.toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: '下载 充电桩.png' }).click()]);
    expect(download.suggestedFilename()).toMatch(NAMED('.png'));
    expect((await readFile((await download.path())!)).equals(PNG)).toBe(true);

    await page.getByRole('button', { name: /价格/ }).click();
    await page.getByText('3 人已投票').waitFor();
    await expect(page.getByRole('button', { name: /价格/ }).getAttribute('aria-pressed')).resolves.toBe('true');

    await header.getByRole('searchbox', { name: '搜索话题' }).fill('  看重 ');
    await header.getByRole('searchbox', { name: '搜索话题' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/bbs/search' && url.searchParams.get('word') === '看重');
    await page
      .getByRole('list', { name: '搜索结果' })
      .getByRole('link', { name: /购车时最看重的因素/ })
      .waitFor();

    await header.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(`${env.site.url}/bbs/${GROUP}`);
    await page.getByRole('button', { name: '登录讨论组' }).waitFor();
  });

  test('the host sees the members and the responses and downloads the responses file', async () => {
    await groupLogin('13700137000');
    await page.getByRole('link', { name: '受访者' }).click();
    await page.waitForURL(`${env.site.url}/bbs/${GROUP}/user`);
    const table = page.getByRole('table', { name: '受访者列表' });
    for (const name of ['王女士', '张先生', '陈女士']) await table.getByText(name, { exact: true }).waitFor();
    await page.getByLabel('回复情况').getByText('参与者').waitFor();

    await page.getByRole('link', { name: '回复详情' }).click();
    await page.waitForURL(`${env.site.url}/bbs/${GROUP}/bbs-response`);
    // The members screen stays until the responses screen has loaded: act once the new one is in.
    await page.getByRole('button', { name: '下载全部回复' }).waitFor();
    await page.getByRole('button', { name: /充电体验/ }).click();
    await page.getByRole('list', { name: '回复明细' }).getByText('小区没有固定车位').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载全部回复' }).click()]);
    expect(download.suggestedFilename()).toMatch(NAMED('.csv'));
    const csv = (await readFile((await download.path())!)).toString('utf8');
    expect(csv.startsWith('\ufeff回复编号,话题,成员')).toBe(true);
    expect(csv).toContain('用车记录见附件');
    await page.getByText(`已下载 ${download.suggestedFilename()}`).waitFor();
  });
});
