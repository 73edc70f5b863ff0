import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, cssOf, TEST_ACCOUNT, type TestPlatform } from '@survey/shared/testing';
import { liveManifest } from '../testing/live-manifest';
import { ShellApp } from './shell-app';
import { getAccount, getMessagesNew } from '@survey/contract';

jest.mock('../area-host/area-loader', () => ({
  // Area code is never loaded in these tests; a pending load shows the loading bar.
  loadArea: () => new Promise(() => undefined),
  warmArea: () => new Promise(() => undefined),
  isAreaLoading: () => true,
  loadedArea: () => undefined,
}));

function renderShell(path: string, platform: TestPlatform, manifest = liveManifest()) {
  window.history.replaceState(null, '', path);
  return render(<ShellApp platform={platform} manifest={manifest} />);
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('spec §2: an unknown path shows the 404 screen with a prefixed title', async () => {
  const platform = createTestPlatform();
  renderShell('/no/such/page', platform);
  await screen.findByText('页面不存在');
  expect(window.location.pathname).toBe('/404');
  await waitFor(() => expect(document.title).toBe(`${platform.site.appName} - 页面不存在`));
});

test('spec §2: the updating flag sends every path to /updating', async () => {
  renderShell('/exchange', createTestPlatform(), liveManifest({ updating: true }));
  await screen.findByText('系统升级中', { selector: 'h2, h1, h3, div' });
  expect(window.location.pathname).toBe('/updating');
});

test('spec §2: a logged-out header shows 首页 任务 兑换 and 登录 / 注册', async () => {
  const platform = createTestPlatform();
  renderShell('/404', platform);
  const header = screen.getByTestId('site-header');
  for (const name of ['首页', '任务', '兑换']) expect(within(header).getByRole('link', { name })).toBeInTheDocument();
  await userEvent.click(within(header).getByRole('button', { name: '登录 / 注册' }));
  expect(platform.navigations).toContain('/login');
  expect(within(header).queryByTestId('message-bell')).not.toBeInTheDocument();
});

test('spec §1: the footer carries the legal links, company, copyright, registrations and slogan', () => {
  const platform = createTestPlatform({ site: { companyName: '某某科技有限公司', registrations: ['京ICP备00000000号'] } });
  renderShell('/404', platform);
  const footer = screen.getByTestId('site-footer');
  for (const name of ['关于我们', '用户协议', '隐私政策', '商务合作'])
    expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  expect(footer).toHaveTextContent('某某科技有限公司');
  expect(footer).toHaveTextContent('京ICP备00000000号');
  expect(footer).toHaveTextContent(platform.site.slogan);
  expect(footer).toHaveTextContent(platform.site.copyright);
});

test('spec §2/§4: a logged-in header shows the bell with the unread dot from /v1/messages/new, mirrored to session storage', async () => {
  const platform = createTestPlatform({ loggedIn: { nickname: '小调研员' } });
  platform.server.respond(getMessagesNew, true);
  renderShell('/404', platform);
  await screen.findByTestId('unread-dot');
  expect(sessionStorage.getItem('HAS_NEW_MESSAGE')).toBe('1');
  await userEvent.click(screen.getByTestId('user-menu'));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual(['我的主页', '个人中心', '退出登录']);
});

test('issues 12/13: the header shows the gold balance, updated when a screen re-reads the member', async () => {
  const platform = createTestPlatform({ loggedIn: { nickname: '小调研员', gold: 1280 } });
  renderShell('/404', platform);
  const balance = screen.getByTestId('header-gold');
  expect(balance).toHaveTextContent('1,280');
  expect(balance).toHaveAttribute('href', '/home/gold');
  platform.server.respond(getAccount, { ...TEST_ACCOUNT, nickname: '小调研员', gold: 1300 });
  await act(() => platform.session.refreshUser());
  expect(screen.getByTestId('header-gold')).toHaveTextContent('1,300');
});

test('spec §3: bbsRole 1 or 2 hides the point display in the header', () => {
  renderShell('/404', createTestPlatform({ loggedIn: { nickname: '组员', bbsRole: 1 } }));
  expect(screen.queryByTestId('header-gold')).not.toBeInTheDocument();
});

test('spec §2: the landing header is transparent until 20px of scroll', async () => {
  renderShell('/', createTestPlatform());
  const header = screen.getByTestId('site-header');
  expect(header).toHaveAttribute('data-solid', 'false');
  Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(header).toHaveAttribute('data-solid', 'true');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('spec §2: the invite promo shows on home for desktop members and its closure is remembered per user', async () => {
  const platform = createTestPlatform({ loggedIn: { id: 42 } });
  platform.server.respond(getMessagesNew, false);
  const first = renderShell('/home', platform);
  await userEvent.click(within(screen.getByTestId('invite-promo')).getByRole('button', { name: '关闭邀请活动' }));
  expect(screen.queryByTestId('invite-promo')).not.toBeInTheDocument();
  first.unmount();
  renderShell('/home', platform);
  expect(screen.queryByTestId('invite-promo')).not.toBeInTheDocument();
});

test('spec §2: the invite promo is not shown to mobile members', () => {
  const platform = createTestPlatform({ loggedIn: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' });
  platform.server.respond(getMessagesNew, false);
  renderShell('/home', platform);
  expect(screen.queryByTestId('invite-promo')).not.toBeInTheDocument();
});

test('spec §2: on a group route the shell leaves the header to the area for a participant, and draws its own for anyone else', () => {
  const participant = renderShell(
    '/bbs/qz8Kd1',
    createTestPlatform({ loggedIn: true, topic: { taskId: 1, taskHashId: 'qz8Kd1', role: 2 } }),
  );
  // the area (mf-bbs) draws the group's header with logout only; the shell draws none, nor its links
  expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  expect(screen.queryByTestId('message-bell')).not.toBeInTheDocument();
  participant.unmount();
  renderShell('/bbs/qz8Kd1', createTestPlatform());
  expect(within(screen.getByTestId('site-header')).getByRole('button', { name: '登录 / 注册' })).toBeInTheDocument();
});

test('the menu button opens the phone drawer with 首页 任务 兑换; Esc and a link close it', async () => {
  const platform = createTestPlatform();
  renderShell('/404', platform);
  const menu = screen.getByRole('button', { name: '打开导航菜单' });
  await userEvent.click(menu);
  const drawer = screen.getByRole('dialog', { name: '导航菜单' });
  const nav = within(drawer).getByRole('navigation', { name: '主导航' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['首页', '任务', '兑换']);
  expect(within(drawer).getByRole('link', { name: '首页' })).toHaveFocus();
  expect(document.body).toHaveStyle({ overflow: 'hidden' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menu).toHaveFocus();
  expect(document.body).not.toHaveStyle({ overflow: 'hidden' });

  await userEvent.click(menu);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '任务' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.pathname).not.toBe('/404');
});

test('a route marked h5 renders as an H5 page, without the site header and footer', async () => {
  const manifest = liveManifest();
  const campaigns = manifest.areas.find((area) => area.area === 'mf-campaigns')!;
  campaigns.routes = [...campaigns.routes, { path: '/answer-sheet', name: 'answerSheet', title: '答题卡', public: true, h5: true }];
  renderShell('/answer-sheet', createTestPlatform(), manifest);
  expect(screen.getByTestId('h5-page')).toBeInTheDocument();
  expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('答题卡'));
});

test('the phone drawer carries the brand and 登录 / 注册, which opens the sign-in page', async () => {
  const platform = createTestPlatform();
  renderShell('/404', platform);
  await userEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
  const drawer = screen.getByRole('dialog', { name: '导航菜单' });
  expect(within(drawer).getByRole('link', { name: platform.site.appName })).toHaveAttribute('href', '/');
  await userEvent.click(within(drawer).getByRole('button', { name: '登录 / 注册' }));
  expect(platform.navigations).toContain('/login');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the phone drawer of a member shows their name and 退出登录', async () => {
  const platform = createTestPlatform({ loggedIn: { nickname: '小调研员' } });
  platform.server.respond(getMessagesNew, false);
  renderShell('/404', platform);
  await userEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
  const drawer = screen.getByRole('dialog', { name: '导航菜单' });
  expect(within(drawer).getByRole('link', { name: platform.site.appName })).toHaveAttribute('href', '/home');
  expect(drawer).toHaveTextContent('小调研员');
  // Outside the header's stacking context: the preview badge painted over 退出登录 at 390 px.
  expect(screen.getByTestId('site-header')).not.toContainElement(drawer);
  await userEvent.click(within(drawer).getByRole('button', { name: '退出登录' }));
  expect(platform.session.getState().token).toBeNull();
  expect(platform.navigations).toContain('/login');
});

test('spec §2: the invite promo is hidden at no window width for desktop members', () => {
  const platform = createTestPlatform({ loggedIn: { id: 43 } });
  platform.server.respond(getMessagesNew, false);
  renderShell('/home', platform);
  const promo = screen.getByTestId('invite-promo');
  expect(cssOf(promo)).toContain('position:fixed');
  expect(cssOf(promo)).not.toMatch(/display:\s*none/);
});

test('spec §4: the member is read again on navigation, at most once per 30 s', async () => {
  let now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  const platform = createTestPlatform({ loggedIn: { nickname: '小调研员' } });
  platform.server.respond(getMessagesNew, false);
  renderShell('/404', platform);
  const header = screen.getByTestId('site-header');
  const reads = () => platform.server.callsTo(getAccount).length;
  // The page load's own read is bootstrap's.
  expect(reads()).toBe(0);
  now += 5_000;
  await userEvent.click(within(header).getByRole('link', { name: '任务' }));
  expect(reads()).toBe(0);
  now += 30_000;
  await userEvent.click(within(header).getByRole('link', { name: '兑换' }));
  await waitFor(() => expect(reads()).toBe(1));
  now += 1_000;
  await userEvent.click(within(header).getByRole('link', { name: '任务' }));
  expect(reads()).toBe(1);
  jest.restoreAllMocks();
});
