import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import type { TaskResult } from '@survey/contract';
import { area } from '../../../app/area';
import { sampleResult } from '../../../testing/fixtures';
import { getAccount, getTaskResult } from '@survey/contract';

function open(result: TaskResult, loggedIn = true) {
  const platform = createTestPlatform({ loggedIn });
  platform.server.respond(getTaskResult, result);
  renderArea(area, { platform, path: `/survey/end?ref=${result.ref}` });
  return platform;
}

describe('/survey/end', () => {
  it('shows a completion and what was credited', async () => {
    const platform = open(sampleResult());
    expect(await screen.findByText('恭喜，任务完成！', {}, { timeout: 3000 })).toBeInTheDocument();
    const credited = screen.getByLabelText('本次奖励');
    expect(within(credited).getByText('+20')).toBeInTheDocument();
    expect(credited).toHaveTextContent('权益值+1');
    expect(credited).toHaveTextContent('质量分+1');
    expect(platform.server.callsTo(getTaskResult)[0].params).toEqual({ ref: 'a'.repeat(32) });
    // The header's balance is re-read once the credit is known.
    await waitFor(() => expect(platform.server.callsTo(getAccount)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '查看金币明细' }));
    expect(platform.navigations).toEqual(['/home/gold']);
  });

  it.each([
    [0, '问卷未完成'],
    [2, '很遗憾，你不符合本次调研的条件'],
    [3, '本次调研名额已满'],
    [4, '答题时间过短'],
    [5, '同一网络参与人数已达上限'],
    [6, '该设备已参与过本调研'],
    [7, '本调研暂不面向你所在的城市'],
    [8, '答题超时'],
  ])('join state %i: %s, and no reward', async (state, title) => {
    open(sampleResult({ state, status: 'recorded', gold: 0, credit: 0, quality: 0 }));
    expect(await screen.findByText(title, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('本次没有发放奖励。')).toBeInTheDocument();
    expect(screen.queryByLabelText('本次奖励')).not.toBeInTheDocument();
  });

  it('too short shows the quality deducted', async () => {
    open(sampleResult({ state: 4, status: 'recorded', gold: 0, credit: 0, quality: -5 }));
    expect(await screen.findByLabelText('本次奖励', {}, { timeout: 3000 })).toHaveTextContent('质量分-5');
  });

  it('a result recorded before says nothing more was credited; a visitor gets no ledger link', async () => {
    open(sampleResult({ status: 'already', gold: 0, credit: 0, quality: 0 }), false);
    expect(await screen.findByText(/此前已有结果记录，本次不再重复发放奖励/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看金币明细' })).not.toBeInTheDocument();
  });

  it('without a reference there is no result to show', async () => {
    const platform = createTestPlatform();
    renderArea(area, { platform, path: '/survey/end' });
    expect(await screen.findByText('暂无答题结果', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(platform.server.calls).toHaveLength(0);
  });
});
