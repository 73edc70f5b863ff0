import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, reply, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleCampaign } from '../../../testing/fixtures';
import { getEvents, getKoi, getKoiWinners, postKoiEntry } from '@survey/contract';

const koi = { key: 'koi', title: '锦鲤大奖', rules: '<p><b>大奖：</b>iPhone 手机一台。</p>' };

describe('/prize and /prize/result', () => {
  it('a member who completed a task enters once; the count goes up', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getEvents, [sampleCampaign(koi)]);
    platform.server.respond(getKoi, { entries: 41, entered: false, tasksNeeded: 1, tasksDone: 1 });
    platform.server.respond(postKoiEntry, { entries: 42, entered: true, tasksNeeded: 1, tasksDone: 1 });
    renderArea(area, { platform, path: '/prize' });
    expect(await screen.findByText('iPhone 手机一台。')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    expect(await screen.findByText('你已报名成功，等待开奖！')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即报名' })).not.toBeInTheDocument();
  });

  it('entering without a task shows the server’s reason; a visitor is asked to sign in', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getEvents, [sampleCampaign(koi)]);
    platform.server.respond(getKoi, { entries: 41, entered: false, tasksNeeded: 1, tasksDone: 0 });
    platform.server.respond(postKoiEntry, reply(null, { code: 1001, message: '活动期间完成 1 个任务后才能报名，去任务大厅看看吧' }));
    renderArea(area, { platform, path: '/prize' });
    await userEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    expect(await screen.findByText('活动期间完成 1 个任务后才能报名，去任务大厅看看吧')).toBeInTheDocument();
    expect(screen.getByText('活动期间已完成 0 / 1 个任务')).toBeInTheDocument();

    const visitor = createTestPlatform();
    visitor.server.respond(getEvents, [sampleCampaign(koi)]);
    visitor.server.respond(getKoi, { entries: 41, entered: false, tasksNeeded: 1, tasksDone: 0 });
    renderArea(area, { platform: visitor, path: '/prize' });
    await userEvent.click(await screen.findByRole('button', { name: '登录后报名' }));
    expect(visitor.navigations).toEqual(['/login?redirect=%2Fprize']);
  });

  it('lists the winners of past rounds', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getKoiWinners, [
      { round: '第 3 期', nickname: '快**鱼', memberCode: 'M20****18', prize: 'iPhone 手机一台', announcedAt: Date.now() },
    ]);
    renderArea(area, { platform, path: '/prize/result' });
    expect(await screen.findByText('快**鱼（M20****18）')).toBeInTheDocument();
    expect(screen.getByText('第 3 期')).toBeInTheDocument();
  });

  // A four-column table ran past a 390px screen: 公布日期 out of sight, the prize cut to "iPhone 手机一".
  it('shows each winner as a row of labelled facts that wrap on a phone, the page titled by one h1', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getKoiWinners, [
      { round: '第 3 期', nickname: '快**鱼', memberCode: 'M20****18', prize: 'iPhone 手机一台', announcedAt: Date.UTC(2026, 5, 1, 4) },
    ]);
    renderArea(area, { platform, path: '/prize/result' });
    const winner = (await screen.findAllByRole('listitem'))[0];
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const facts = Object.fromEntries(
      within(winner)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ 期数: '第 3 期', 中奖会员: '快**鱼（M20****18）', 奖品: 'iPhone 手机一台', 公布日期: '2026-06-01' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
