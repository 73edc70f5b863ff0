import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import type { TaskDetail } from '@survey/contract';
import { area } from '../../../app/area';
import { sampleTaskDetail } from '../../../testing/fixtures';
import { getTask } from '@survey/contract';

function open(task: TaskDetail = sampleTaskDetail(), path = `/task/detail/${task.id}`) {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getTask, task);
  renderArea(area, { platform, path });
  return platform;
}

describe('/task/detail/:id', () => {
  it('shows what the task asks, its rewards, quota, deadline, supplier and who may join', async () => {
    const platform = open();
    const article = await screen.findByRole('article', { name: '每日一问：你的通勤方式' }, { timeout: 3000 });
    expect(within(article).getByLabelText('任务奖励')).toHaveTextContent('20金币权益值 +1质量分 +1');
    expect(within(article).getByText('约 2 分钟')).toBeInTheDocument();
    expect(within(article).getByText('37913/50000')).toBeInTheDocument();
    expect(within(article).getByText('2026-12-31 18:00')).toBeInTheDocument();
    expect(within(article).getByText('站内问卷')).toBeInTheDocument();
    expect(within(article).getByRole('region', { name: '任务说明' })).toHaveTextContent('每天一道小问题');
    expect(within(article).getByRole('region', { name: '参与条件' })).toHaveTextContent('需要通勤的上班族、学生');
    expect(within(article).getByRole('region', { name: '我的参与' })).toHaveTextContent('你还没有参加这个任务');
    expect(platform.server.callsTo(getTask)[0].path).toBe('/v1/tasks/4');
  });

  it('the start button leads to the hand-off screen of the task channel', async () => {
    const platform = open(sampleTaskDetail({ channel: 'cloud-survey', id: 12 }));
    await userEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    expect(platform.navigations).toEqual(['/cloud/survey/go?id=12']);
  });

  it('a task started once cannot be started again: the button says 答题中 and why', async () => {
    const message = '你已开始答题，每个任务只能开始一次：请在已打开的问卷页面完成作答，提交后结果会自动记录';
    const platform = open(sampleTaskDetail({ joinState: 0, joinedAt: Date.now(), blocker: { code: 'in-progress', message } }));
    const button = await screen.findByRole('button', { name: '答题中' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(message);
    expect(screen.getByRole('region', { name: '我的参与' })).toHaveTextContent('答题中');
    await userEvent.click(button);
    expect(platform.navigations).toEqual([]);
  });

  it('opens the group of a discussion-group task', async () => {
    const platform = open(
      sampleTaskDetail({ id: 1, channel: 'group', hashId: 'qz8Kd1', blocker: { code: 'group', message: '讨论组任务请进入讨论组参加' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '进入讨论组' }));
    expect(platform.navigations).toEqual(['/bbs/qz8Kd1']);
  });

  it('disables the start button with the reason when the member cannot join', async () => {
    open(sampleTaskDetail({ blocker: { code: 'quota-full', message: '名额已满，下次早点来' } }));
    const button = await screen.findByRole('button', { name: '开始答题' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('名额已满，下次早点来');
  });

  it('links to the personal questionnaire when the task needs it', async () => {
    open(sampleTaskDetail({ needsProfile: true, blocker: { code: 'profile-required', message: '请先完成个人资料问卷' } }));
    expect(await screen.findByRole('button', { name: '开始答题' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '去填写个人资料' })).toHaveAttribute('href', '/user/survey?redirect=%2Ftask%2Fdetail%2F4');
  });

  it('shows a recorded join with what it earned', async () => {
    open(
      sampleTaskDetail({
        joinState: 1,
        joinedAt: new Date('2026-11-21T10:00:00+08:00').getTime(),
        finishedAt: new Date('2026-11-21T10:05:00+08:00').getTime(),
        earned: { gold: 2000, credit: 1, quality: 1 },
        blocker: { code: 'finished', message: '你已参加过该任务' },
      }),
    );
    const mine = await screen.findByRole('region', { name: '我的参与' });
    expect(mine).toHaveTextContent('已完成 参加于 2026-11-21 10:00，结果记录于 2026-11-21 10:05，获得 2,000 金币');
    expect(screen.getByRole('button', { name: '开始答题' })).toHaveAccessibleDescription('你已参加过该任务');
  });

  it('an unknown task shows an error with a retry', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(getTask, { code: 404, message: '任务不存在' });
    renderArea(area, { platform, path: '/task/detail/999' });
    expect(await screen.findByText('任务加载失败')).toBeInTheDocument();
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('任务不存在'));
  });
});
