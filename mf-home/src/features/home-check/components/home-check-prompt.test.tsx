import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleAccount, sampleCheckin, sampleTasks } from '../../../testing/fixtures';
import { sampleHomeCheck } from '../../../testing/earnings-fixtures';
import { getAccount, getCheckin, getHomeCheck, getTasksRecommend, type CallResponse } from '@survey/contract';

function open(check: CallResponse<typeof getHomeCheck>) {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getAccount, sampleAccount());
  platform.server.respond(getCheckin, sampleCheckin());
  platform.server.respond(getTasksRecommend, sampleTasks());
  platform.server.respond(getHomeCheck, check);
  renderArea(area, { platform, path: '/home' });
  return platform;
}

describe('/home prompts', () => {
  it('prompts for the unfinished personal questionnaire and leads to it', async () => {
    const platform = open(sampleHomeCheck());
    const prompt = await screen.findByRole('complementary', { name: '完善个人资料，解锁更多任务' }, { timeout: 3000 });
    expect(prompt).toHaveTextContent('完成个人资料问卷可获得 50 金币和 10 质量分。');
    await userEvent.click(screen.getByRole('button', { name: '去填写' }));
    expect(platform.navigations).toEqual(['/user/survey']);
  });

  it("lies in the page's flow, never over it (it hid today's check-in cell on a phone)", async () => {
    open(sampleHomeCheck());
    const prompt = await screen.findByRole('complementary', { name: '完善个人资料，解锁更多任务' }, { timeout: 3000 });
    for (let box: HTMLElement | null = prompt; box; box = box.parentElement) {
      expect(['sticky', 'fixed', 'absolute']).not.toContain(getComputedStyle(box).position);
    }
  });

  it('can be closed, and stays closed for that member', async () => {
    localStorage.clear();
    open(sampleHomeCheck());
    await userEvent.click(await screen.findByRole('button', { name: '关闭“完善个人资料，解锁更多任务”提示' }, { timeout: 3000 }));
    expect(screen.queryByRole('complementary', { name: '完善个人资料，解锁更多任务' })).not.toBeInTheDocument();
    cleanup();
    open(sampleHomeCheck());
    expect(await screen.findByText('晴天小麦', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '完善个人资料，解锁更多任务' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('shows nothing when there is nothing to prompt', async () => {
    open({ prompts: [] });
    expect(await screen.findByText('晴天小麦', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
