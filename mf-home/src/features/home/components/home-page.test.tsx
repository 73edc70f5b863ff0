import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@survey/shared/testing';
import { createTestPlatform, renderArea, type TestPlatform } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { monthDay, sampleAccount, sampleCheckin, sampleCheckinResult, sampleTasks } from '../../../testing/fixtures';
import { getAccount, getCheckin, getHomeCheck, getTasksRecommend, postCheckin } from '@survey/contract';

function setup(options: { bbsRole?: number } = {}) {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getAccount, sampleAccount({ bbsRole: options.bbsRole ?? 0 }));
  platform.server.respond(getCheckin, sampleCheckin());
  platform.server.respond(getTasksRecommend, sampleTasks());
  return platform;
}

const render = (platform: TestPlatform) => renderArea(area, { platform, path: '/home' });

describe('/home', () => {
  it('shows the member card with gold, credit and quality', async () => {
    render(setup());
    // The first render of the file also loads the screen's code: allow it more than a second.
    expect(await screen.findByText('晴天小麦', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('会员编号：WJ20231001')).toBeInTheDocument();
    expect(screen.getByTestId('gold-balance')).toHaveTextContent('1,280');
    expect(screen.getByTestId('credit')).toHaveTextContent('66');
    expect(screen.getByTestId('quality')).toHaveTextContent('92');
    // The nickname heads the card, under the page's one h1.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我的主页');
    expect(screen.getByRole('heading', { level: 2, name: '晴天小麦' })).toBeInTheDocument();
  });

  it('asks each first call once: the screen takes what the area started on mount', async () => {
    const platform = setup();
    platform.server.respond(getHomeCheck, { prompts: [] });
    render(platform);
    expect(await screen.findByText('晴天小麦', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByTestId('checkin-card')).toBeInTheDocument();
    await waitFor(() => expect(platform.server.callsTo(getHomeCheck)).toHaveLength(1));
    for (const call of [getAccount, getCheckin, getTasksRecommend, getHomeCheck]) {
      expect([call.path, platform.server.callsTo(call).length]).toEqual([call.path, 1]);
    }
  });

  it('does not ask for the account the shell already read: the card draws it, and a check-in moves its gold', async () => {
    const platform = setup();
    let checkedIn = false;
    platform.server.respond(getAccount, () => sampleAccount({ gold: checkedIn ? 1300 : 1280 }));
    platform.server.respond(getHomeCheck, { prompts: [] });
    platform.server.respond(postCheckin, () => {
      checkedIn = true;
      return sampleCheckinResult();
    });
    // What the shell does on page load, before the area mounts.
    await platform.session.refreshUser({ duringNavigation: true });
    render(platform);
    expect(await screen.findByText('晴天小麦', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('gold-balance')).toHaveTextContent('1,280');
    await userEvent.click(await screen.findByRole('button', { name: '签到' }));
    expect(await screen.findByText('签到成功，获得 20 金币')).toBeInTheDocument();
    expect(screen.getByTestId('gold-balance')).toHaveTextContent('1,300');
    await waitFor(() => expect(platform.server.callsTo(getHomeCheck)).toHaveLength(1));
    // The shell's read, then the one after the check-in (the header's balance): none by the screen on mount.
    expect(platform.server.callsTo(getAccount)).toHaveLength(2);
  });

  // A reload of /home after earning once showed the balance an earlier visit stored, then the new one.
  it('never shows the balance an earlier visit stored: it waits for this page’s read', async () => {
    const platform = createTestPlatform({ loggedIn: sampleAccount({ gold: 20 }) });
    platform.server.respond(getAccount, sampleAccount({ gold: 1020 }));
    platform.server.respond(getCheckin, sampleCheckin());
    platform.server.respond(getTasksRecommend, sampleTasks());
    render(platform);
    expect(screen.queryByTestId('gold-balance')).not.toBeInTheDocument();
    expect(await screen.findByTestId('gold-balance', {}, { timeout: 3000 })).toHaveTextContent('1,020');
    expect(platform.server.callsTo(getAccount)).toHaveLength(1);
  });

  // Right after sign-in the session held the sign-in's answer (gold, no credit or quality): /home drew 0 and 0.
  it('right after sign-in reads the account the header shows: credit and quality are the account’s, not 0', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getAccount, sampleAccount({ credit: 86, quality: 92 }));
    platform.server.respond(getCheckin, sampleCheckin());
    platform.server.respond(getTasksRecommend, sampleTasks());
    const { id, nickname, avatar, memberCode, mobile, bbsRole, gold } = sampleAccount();
    const user = { id, nickname, avatar, memberCode, mobile, bbsRole, gold };
    platform.session.login({ token: 't', refreshToken: 'r', expired: Date.now() + 86_400_000, user }, { method: 'password' });
    render(platform);
    expect(await screen.findByTestId('credit', {}, { timeout: 3000 })).toHaveTextContent('86');
    expect(screen.getByTestId('quality')).toHaveTextContent('92');
    expect(platform.server.callsTo(getAccount)).toHaveLength(1);
  });

  it('hides the gold balance for bbsRole 1', async () => {
    render(setup({ bbsRole: 1 }));
    expect(await screen.findByText('晴天小麦')).toBeInTheDocument();
    expect(screen.queryByTestId('gold-balance')).not.toBeInTheDocument();
    expect(screen.queryByText('金币余额')).not.toBeInTheDocument();
    expect(screen.getByTestId('credit')).toHaveTextContent('66');
  });

  it('checks in, announces the reward and updates the gold balance and the card', async () => {
    const platform = setup();
    let checkedIn = false;
    platform.server.respond(getCheckin, () =>
      checkedIn
        ? sampleCheckin({ checkedToday: true, streak: 3, todayReward: 20, nextReward: 25, days: [monthDay(1), monthDay(2), monthDay(3)] })
        : sampleCheckin(),
    );
    platform.server.respond(postCheckin, () => {
      checkedIn = true;
      return sampleCheckinResult();
    });
    // The balance the header re-reads after the check-in.
    platform.server.respond(getAccount, () => sampleAccount({ gold: checkedIn ? 1300 : 1280 }));
    render(platform);
    await userEvent.click(await screen.findByRole('button', { name: '签到' }));

    expect(await screen.findByText('签到成功，获得 20 金币')).toBeInTheDocument();
    expect(platform.server.callsTo(postCheckin)).toHaveLength(1);
    expect(screen.getByTestId('gold-balance')).toHaveTextContent('1,300');
    expect(screen.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText(/3日 已签到/)).toBeInTheDocument());
  });

  it('shows 今日已签到 when the API answers 5629', async () => {
    const platform = setup();
    platform.server.respond(postCheckin, () => reply(null, { code: 5629, message: '今日已签到' }));
    render(platform);
    await userEvent.click(await screen.findByRole('button', { name: '签到' }));

    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(screen.queryByText(/签到成功/)).not.toBeInTheDocument();
    expect(screen.getByTestId('gold-balance')).toHaveTextContent('1,280');
  });

  it('marks this month’s check-in days on the calendar', async () => {
    render(setup());
    // The month's grid is there while loading (it keeps the card's height); the marks follow.
    const calendar = await screen.findByRole('list', { name: /签到日历/ });
    await waitFor(() => expect(within(calendar).getAllByLabelText(/已签到/)).toHaveLength(2));
  });

  it('lists recommended tasks with their reward and leads to the task list', async () => {
    const platform = setup();
    render(platform);
    expect(await screen.findByText('2026 年新能源汽车购买意向调研')).toBeInTheDocument();
    expect(screen.getByText('智能手表新品试用招募')).toBeInTheDocument();
    expect(screen.getByText('+300')).toBeInTheDocument();
    expect(screen.getByText('问卷')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看全部任务' }));
    expect(platform.navigations).toContain('/task');
  });

  it('shows the empty text when no task is recommended', async () => {
    const platform = setup();
    platform.server.respond(getTasksRecommend, []);
    render(platform);
    expect(await screen.findByText('当前没有推荐任务哦~！')).toBeInTheDocument();
  });

  it('shows an error panel with retry when the account fails to load', async () => {
    const platform = setup();
    platform.server.fail(getAccount);
    render(platform);
    expect(await screen.findByText('账户信息加载失败')).toBeInTheDocument();

    platform.server.respond(getAccount, sampleAccount());
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('晴天小麦')).toBeInTheDocument();
  });

  it('leads from the member card to the task hall and the exchange centre', async () => {
    const platform = setup();
    render(platform);
    await userEvent.click(await screen.findByRole('button', { name: '去赚金币' }));
    await userEvent.click(screen.getByRole('button', { name: '兑换好礼' }));
    expect(platform.navigations).toEqual(['/task', '/exchange']);
  });

  it('lists the home pages in the side menu with this page current; clicking it stays here', async () => {
    const platform = setup();
    render(platform);
    const menu = await screen.findByRole('navigation', { name: '我的主页菜单' });
    const current = within(menu).getByRole('link', { name: '我的主页' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getAllByRole('link')).toHaveLength(11);
    await userEvent.click(current);
    expect(platform.navigations).toEqual([]);
  });
});
