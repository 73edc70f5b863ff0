import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleMyTasks } from '../../../testing/earnings-fixtures';
import { getMyTasks } from '@survey/contract';

function open(path = '/home/task') {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getMyTasks, sampleMyTasks());
  renderArea(area, { platform, path });
  return platform;
}

describe('/home/task', () => {
  it('lists my tasks with join-state labels, dates and what each earned', async () => {
    open();
    const done = await screen.findByRole('link', { name: /每日一问：你的通勤方式/ }, { timeout: 3000 });
    expect(within(done).getByText('已完成')).toBeInTheDocument();
    expect(done).toHaveTextContent('参加于 2026-11-21 10:00 · 结果 2026-11-21 10:05');
    expect(within(done).getByText('+20')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /城市公共交通满意度调查/ })).getByText('被甄别')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /观看30秒新品广告短片/ })).getByText('答题中')).toBeInTheDocument();
  });

  it('filters by state through the URL and opens a task’s detail', async () => {
    const platform = open();
    await userEvent.click(await screen.findByRole('tab', { name: '已完成' }, { timeout: 3000 }));
    await waitFor(() => expect(platform.server.callsTo(getMyTasks).at(-1)?.params).toEqual({ filter: 'completed', page: 1, size: 10 }));
    await userEvent.click(screen.getByRole('link', { name: /每日一问：你的通勤方式/ }));
    expect(platform.navigations).toEqual(['/task/detail/4']);
  });

  it('suggests the task hall when there is nothing yet', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getMyTasks, sampleMyTasks({ list: [], total: 0 }));
    renderArea(area, { platform, path: '/home/task?filter=failed' });
    expect(await screen.findByText('当前没有任务记录哦~！', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(platform.server.callsTo(getMyTasks)[0].params).toEqual({ filter: 'failed', page: 1, size: 10 });
  });
});
