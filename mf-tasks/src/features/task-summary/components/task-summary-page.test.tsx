import { screen, within } from '@testing-library/react';
import { createTestPlatform, phoneCssOf, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleSummary } from '../../../testing/fixtures';
import { getTasksSummary } from '@survey/contract';

describe('/task/summary', () => {
  it('shows open tasks by module and type and this member’s earnings, linking to the filtered list', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getTasksSummary, sampleSummary());
    renderArea(area, { platform, path: '/task/summary' });
    expect(await screen.findByLabelText('进行中的任务', {}, { timeout: 3000 })).toHaveTextContent('10 个');
    expect(screen.getByLabelText('今日收益')).toHaveTextContent('20金币完成 1 个任务');
    expect(screen.getByLabelText('本月收益')).toHaveTextContent('320金币完成 3 个任务');
    expect(screen.getByRole('link', { name: /^新手\s*模块\s*1 个任务/ })).toHaveAttribute('href', '/task?module=1');
    const byType = screen.getByRole('link', { name: /^奖品试用\s*类型\s*1 个任务/ });
    expect(byType).toHaveAttribute('href', '/task?type=3');
    expect(within(byType).getByText('奖品试用')).toBeInTheDocument();
  });

  it('返回任务大厅 is a 44×44 px tap target on a phone (a link button), leading to /task', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getTasksSummary, sampleSummary());
    renderArea(area, { platform, path: '/task/summary' });
    const back = await screen.findByRole('link', { name: '返回任务大厅' }, { timeout: 3000 });
    expect(back).toHaveAttribute('href', '/task');
    const rules = phoneCssOf(back).replace(/\s/g, '');
    expect(rules).toContain('min-width:44px');
    expect(rules).toContain('min-height:44px');
  });

  it('shows an error panel when the summary cannot load', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(getTasksSummary);
    renderArea(area, { platform, path: '/task/summary' });
    expect(await screen.findByText('汇总加载失败', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
