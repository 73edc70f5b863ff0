import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, reply, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleCampaign, sampleDraw, sampleLottery } from '../../../testing/fixtures';
import { getEvents, getLottery, getLotteryDraws, postLotteryDraw } from '@survey/contract';

const setUp = (campaign = sampleCampaign()) => {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getEvents, [campaign]);
  platform.server.respond(getLottery, sampleLottery());
  platform.server.respond(getLotteryDraws, { list: [], total: 0, page: 1, size: 10 });
  return platform;
};

describe('/lottery', () => {
  it('draws on the server with one key per press, shows the prize, the new balance and the record', async () => {
    const platform = setUp();
    platform.server.respond(postLotteryDraw, { draw: sampleDraw(), gold: 1150 });
    const { container } = renderArea(area, { platform, path: '/lottery' });

    expect(await screen.findByRole('heading', { level: 1, name: '幸运大抽奖' })).toBeInTheDocument();
    expect(await screen.findByText('今日剩余 8 / 10 次')).toBeInTheDocument();
    // Ready, the campaign's title is the page's one <h1> (the route's title stood in while it loaded).
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: '奖品' })).getByText('已抽完')).toBeInTheDocument();
    expect(container.querySelector('script')).not.toBeInTheDocument();

    platform.server.respond(getLotteryDraws, { list: [sampleDraw()], total: 1, page: 1, size: 10 });
    platform.server.respond(getLottery, sampleLottery({ drawsToday: 3, gold: 1150 }));
    await userEvent.click(screen.getByRole('button', { name: '抽一次（100 金币）' }));
    expect(await screen.findByRole('status')).toHaveTextContent('恭喜抽中 50 金币！');
    expect(await screen.findByText('今日剩余 7 / 10 次')).toBeInTheDocument();
    expect(await screen.findByText(/消耗/)).toBeInTheDocument();
    const [drawCall] = platform.server.callsTo(postLotteryDraw);
    expect(drawCall.body.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a refused draw (not enough gold) shows the server message and the next press is a new draw', async () => {
    const platform = setUp();
    platform.server.respond(postLotteryDraw, reply(null, { code: 1010, message: '金币不足，每次抽奖需要 100 金币' }));
    renderArea(area, { platform, path: '/lottery' });
    await userEvent.click(await screen.findByRole('button', { name: '抽一次（100 金币）' }));
    expect(await screen.findByText('金币不足，每次抽奖需要 100 金币')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '抽一次（100 金币）' }));
    const keys = platform.server.callsTo(postLotteryDraw).map((c) => c.body.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('before the start says 活动未开始 and offers no draw; an unknown campaign is refused', async () => {
    const platform = setUp(sampleCampaign({ state: 'upcoming' }));
    renderArea(area, { platform, path: '/lottery' });
    expect(await screen.findByText('活动未开始')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /抽一次/ })).not.toBeInTheDocument();
    expect(platform.server.callsTo(getLottery)).toHaveLength(0);

    const missing = createTestPlatform({ loggedIn: true });
    missing.server.respond(getEvents, []);
    renderArea(area, { platform: missing, path: '/lottery' });
    expect(await screen.findByRole('heading', { name: '活动不存在' })).toBeInTheDocument();
  });

  it('after the end says 活动已结束 and keeps the records, without a draw button', async () => {
    const platform = setUp(sampleCampaign({ state: 'ended' }));
    platform.server.respond(getLotteryDraws, {
      list: [sampleDraw({ prizeName: '谢谢参与', gold: 0 })],
      total: 1,
      page: 1,
      size: 10,
    });
    renderArea(area, { platform, path: '/lottery' });
    expect(await screen.findByText('活动已结束')).toBeInTheDocument();
    expect(await screen.findByText('谢谢参与', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /抽一次/ })).not.toBeInTheDocument();
  });
});
