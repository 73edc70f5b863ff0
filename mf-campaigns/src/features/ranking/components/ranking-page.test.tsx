import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { getAppraise, getRanking, getTipArticle, getTipArticles } from '@survey/contract';

const members = [
  { rank: 1, nickname: '王**士', avatar: '', gold: 3300 },
  { rank: 2, nickname: '小**员', avatar: '', gold: 1200 },
];

describe('ranking, tips and the monthly award', () => {
  it('shows the month’s leaderboard with my rank, switches to all time, and links the tips', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getRanking, (req) =>
      req.params.period === 'total'
        ? { list: [{ ...members[0], gold: 9900 }], me: { rank: 3, gold: 900, nickname: '我' } }
        : { list: members, me: { rank: null, gold: 0, nickname: '我' } },
    );
    platform.server.respond(getTipArticles, [{ id: 4, title: '如何提高问卷通过率', summary: '完善资料', createdAt: Date.now() }]);
    renderArea(area, { platform, path: '/ranking' });
    const list = await screen.findByRole('list', { name: '明星榜' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/我的排名：暂未上榜/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /如何提高问卷通过率/ })).toHaveAttribute('href', '/ranking/article/4');

    await userEvent.click(screen.getByRole('tab', { name: '总榜' }));
    expect(await screen.findByText(/我的排名：第 3 名/)).toBeInTheDocument();
    expect(platform.server.callsTo(getRanking).map((c) => c.params.period)).toEqual(['month', 'total']);
  });

  it('a tip renders sanitized rich text', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getTipArticle, {
      id: 4,
      title: '如何提高问卷通过率',
      summary: '',
      createdAt: Date.now(),
      content: '<h3>认真作答</h3><img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>',
    });
    const { container } = renderArea(area, { platform, path: '/ranking/article/4' });
    expect(await screen.findByRole('heading', { name: '认真作答' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('the monthly award names last month and its winners', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getAppraise, { month: '2026-10', winners: members });
    renderArea(area, { platform, path: '/appraise' });
    expect(await screen.findByText('2026年10月 月度之星')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '月度之星' })).getByText('王**士')).toBeInTheDocument();
  });
});
