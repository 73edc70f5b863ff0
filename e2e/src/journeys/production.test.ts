// The site in its production layout — nginx serving the registry, two API processes in
// production mode, PostgreSQL. The member journey, a release published and rolled back behind nginx
// (no reload), and one API process killed in the middle: no request the browser makes fails.
// Part of `npm test` (about 35 s here, most of it PostgreSQL's initdb and two API start-ups); alone:
// `pnpm --filter @survey/e2e test:production`. Needs Debian's nginx and postgresql (installed when root).
import type { Browser, Page } from 'playwright-core';
import { publish, readManifest, rollback } from '@survey/release';
import { launchBrowser } from '../support/browser';
import { changedBuild } from '../support/changed-build';
import { recordFailedRequests, signInWithPassword } from '../support/page-helpers';
import { PROD_MEMBER, type ProductionSite, startProductionSite } from '../support/production-site';

const TASK_TITLE = '新手欢迎问卷：认识一下你';
const BENEFIT_NAME = '支付宝提现 10元';
let site: ProductionSite;
let browser: Browser;
let page: Page;
let failures: string[];

beforeAll(async () => {
  const [started, launched] = await Promise.allSettled([startProductionSite(), launchBrowser()]);
  if (started.status === 'fulfilled') site = started.value;
  if (launched.status === 'fulfilled') browser = launched.value;
  if (started.status === 'rejected') throw started.reason;
  if (launched.status === 'rejected') throw launched.reason;
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Every request the browser makes: none may fail at the network level or answer 5xx.
  failures = recordFailedRequests(page);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

test('member journey with one API process killed half-way, then a release published and rolled back without reloading nginx', async () => {
  await page.goto(site.url);
  await page.waitForFunction(() => document.title.endsWith('- 首页'));
  await signInWithPassword(page, site.url, PROD_MEMBER);
  const header = page.getByTestId('site-header');
  await expect(header.getByTestId('user-menu').innerText()).resolves.toContain(PROD_MEMBER.nickname);
  await page.getByText(site.memberCode).waitFor();
  await page.getByRole('button', { name: /签到/ }).first().click();
  await page
    .getByText(/签到成功|今日已签到/)
    .first()
    .waitFor();

  // One API process dies; the session (in PostgreSQL) carries on through the other.
  const [victim, survivor] = site.layout.apis;
  victim.process.kill('SIGKILL');
  await new Promise((resolve) => victim.process.once('exit', resolve));

  await header.getByRole('link', { name: '任务' }).click();
  await page.waitForURL(`${site.url}/task`);
  await page.getByText(TASK_TITLE, { exact: true }).waitFor();
  await header.getByRole('link', { name: '兑换' }).click();
  await page.waitForURL(`${site.url}/exchange`);
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();
  await page.reload();
  await page.getByText(BENEFIT_NAME, { exact: true }).waitFor();
  expect(survivor.process.exitCode).toBeNull();

  // A release of mf-tasks, then its rollback: each is served on the next page load.
  const before = readManifest(site.registry)!.areas.find((a) => a.area === 'mf-tasks')!;
  const next = publish('mf-tasks', {
    registry: site.registry,
    from: changedBuild('mf-tasks', '任务大厅', '任务大厅·新版'),
    promote: true,
    log: () => undefined,
  });
  expect(next.version).not.toBe(before.version);
  await page.goto(`${site.url}/task`);
  await page.waitForFunction(() => document.title.includes('任务大厅·新版'));
  rollback('mf-tasks', { registry: site.registry, log: () => undefined });
  await page.goto(`${site.url}/task`);
  await page.waitForFunction(() => document.title.includes('任务大厅') && !document.title.includes('新版'));
  await page.getByText(TASK_TITLE, { exact: true }).waitFor();

  await header.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL(/\/login/);
  await header.getByRole('button', { name: '登录 / 注册' }).waitFor();
  expect(failures).toEqual([]);
});
