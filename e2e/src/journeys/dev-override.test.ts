// A team develops its area inside the site (issue 36): `pnpm --filter mf-tasks dev` serves the
// area with hot updates and prints a signed dev link; the browser that opens it runs mf-tasks
// from the dev server (badge 开发 mf-tasks), an edit shows without a reload and keeps the
// screen's state, and every other browser runs the live version. The standalone server serves
// every route (dotted, nested) and sends sign-in to the site's real mf-auth through the link.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/site';
import { waitForArea } from '../support/page-helpers';
import { setUpSite } from '../support/set-up-site';

const env = setUpSite();
const DEV = 'http://127.0.0.1:3003';
const SCREEN = path.join(repoRoot, 'mf-tasks/src/features/survey-return/components/return-screen.tsx');
const TEXT = '没有待处理的答题结果';
const EDITED = `${TEXT}（开发中）`;
const original = readFileSync(SCREEN, 'utf8');
const { atime, mtime } = statSync(SCREEN);
/** The file as it was, its time too: a build that goes by file times must not find mf-tasks changed. */
function restoreScreen() {
  writeFileSync(SCREEN, original);
  utimesSync(SCREEN, atime, mtime);
}

let server: ChildProcess;
let output = '';
let link = '';

/** Resolves once the dev server's output matches `pattern` (it prints the link, then builds). */
function waitForOutput(pattern: RegExp, timeoutMs = 120_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = setInterval(() => {
      const match = pattern.exec(output);
      if (match) {
        clearInterval(check);
        resolve(match);
      } else if (Date.now() - started > timeoutMs || server.exitCode !== null) {
        clearInterval(check);
        reject(new Error(`dev server: no ${pattern} in:\n${output}`));
      }
    }, 200);
  });
}

beforeAll(async () => {
  // The link is made with the site's registry, as a developer's own machine would with the local one.
  server = spawn(process.execPath, [path.join(repoRoot, 'tooling/webpack/dev-server.js'), '--site', env.site.url, '--for', '1h'], {
    cwd: path.join(repoRoot, 'mf-tasks'),
    env: { ...process.env, SURVEY_REGISTRY: env.site.registry },
    detached: true,
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The screen this journey edits: a clear failure if its wording moved.
  expect(original).toContain(`title="${TEXT}"`);
  link = (await waitForOutput(new RegExp(`^(${env.site.url}/_preview/\\S+)$`, 'm')))[1];
  await waitForOutput(/compiled successfully/);
});

afterAll(() => {
  restoreScreen();
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('the dev link runs mf-tasks from the dev server in that browser only; an edit shows without a reload and keeps state', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const entries: string[] = [];
  page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
  // `next`: the link lands on a dotted page of the area instead of its first one.
  await page.goto(`${link}?next=${encodeURIComponent('/callback.php')}`);
  expect(new URL(page.url()).pathname).toBe('/callback.php');
  await waitForArea(page, 'mf-tasks');
  expect(entries).toContain(`${DEV}/remoteEntry.js`);
  const badge = page.getByTestId('preview-badge');
  await expect(badge.textContent()).resolves.toMatch(/^开发 mf-tasks\s*退出$/);
  const title = page.getByText(TEXT, { exact: true });
  await title.waitFor();
  // Marks that a reload or a remount would lose: the window's, and the screen's own element.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await title.evaluate((element) => element.setAttribute('data-kept', 'yes'));

  writeFileSync(SCREEN, original.replace(`title="${TEXT}"`, `title="${EDITED}"`));
  const edited = page.getByText(EDITED, { exact: true });
  await edited.waitFor({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  expect(await edited.getAttribute('data-kept')).toBe('yes');
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);

  // Anyone else: the live version, no badge.
  const other = await (await env.browser.newContext()).newPage();
  await other.goto(`${env.site.url}/callback.php`);
  await waitForArea(other, 'mf-tasks');
  await other.getByText(TEXT, { exact: true }).waitFor();
  expect(await other.getByTestId('preview-badge').count()).toBe(0);

  // 退出 ends it: the live version again.
  await badge.getByRole('link', { name: '退出开发' }).click();
  await page.goto(`${env.site.url}/callback.php`);
  await waitForArea(page, 'mf-tasks');
  await page.getByText(TEXT, { exact: true }).waitFor();
  expect(await page.getByTestId('preview-badge').count()).toBe(0);
  restoreScreen();
});

test('standalone serves nested and dotted paths, and sends sign-in to the site through the dev link', async () => {
  const page = await (await env.browser.newContext()).newPage();
  for (const route of ['/callback.php', '/task/back/failure']) {
    await page.goto(`${DEV}${route}`);
    await page.getByRole('heading').first().waitFor();
  }
  // /task needs a member: the area's signed-out rule goes to /login, the site's, with the dev link on.
  await page.goto(`${DEV}/task`);
  await page.waitForURL((url) => url.origin === env.site.url && url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/task');
  await waitForArea(page, 'mf-auth');
  await expect(page.getByTestId('preview-badge').textContent()).resolves.toMatch(/^开发 mf-tasks/);
});
