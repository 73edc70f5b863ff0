import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { resultQuery } from '../../../testing/fixtures';
import { postTaskCallback, type CallResponse } from '@survey/contract';

const REF = 'b'.repeat(32);

function open(path: string, answer?: CallResponse<typeof postTaskCallback>, loggedIn = false) {
  const platform = createTestPlatform({ loggedIn });
  if (answer) platform.server.respond(postTaskCallback, answer);
  renderArea(area, { platform, path });
  return platform;
}

describe('return screens', () => {
  it.each(['/task/back', '/task/welcome/back', '/task/back/failure', '/cloud/agent/back', '/callback.php', '/cloud/gmo/go'])(
    '%s delivers the signed result, even without a session, and shows the result page',
    async (path) => {
      const platform = open(`${path}?${resultQuery()}`, { status: 'credited', message: '答题结果已记录，奖励已发放', ref: REF });
      await waitFor(() => expect(platform.navigations).toEqual([`/survey/end?ref=${REF}`]), { timeout: 3000 });
      expect(platform.server.callsTo(postTaskCallback)[0].body).toEqual({
        sp: 'inhouse',
        mid: 'M2026001',
        tid: 'Hc2nRb',
        state: 1,
        nonce: 'bm9uY2Utbm9uY2UtMDAwMQ',
        ts: 1790000000000,
        sig: 'f'.repeat(64),
      });
    },
  );

  it('a result the supplier reported already (replayed) shows its result page too', async () => {
    const platform = open(`/task/back?${resultQuery()}`, { status: 'replayed', message: '该答题结果已经提交过，奖励只发放一次', ref: REF });
    await waitFor(() => expect(platform.navigations).toEqual([`/survey/end?ref=${REF}`]), { timeout: 3000 });
  });

  it.each([
    ['forged', '答题结果无效', '答题结果的签名无效，可能被篡改，本次不发放奖励'],
    ['expired', '答题结果已过期', '答题结果已过期（超过30分钟），本次不发放奖励；如有疑问请联系客服'],
    ['foreign', '答题结果与你的任务不符', '这不是你在本平台开始的任务结果，本次不发放奖励'],
  ] as const)('a %s result credits nothing and the screen says why', async (status, title, message) => {
    const platform = open(`/task/back?${resultQuery()}`, { status, message, ref: null });
    expect(await screen.findByText(title, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(platform.navigations).toEqual([]);
  });

  it.each([
    ['an out-of-range state', { state: '9' }, '答题结果不能大于8'],
    ['a forged nonce', { nonce: '<bad>' }, '随机数格式不正确'],
  ])('%s is refused in member words, once, on the card (no toast, no field name)', async (_what, fields, apiText) => {
    const platform = createTestPlatform();
    platform.server.fail(postTaskCallback, { code: 1001, message: apiText });
    renderArea(area, { platform, path: `/task/back?${resultQuery(fields)}` });
    expect(await screen.findByText('返回的答题结果不完整或已被修改。本次不发放奖励。', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(apiText);
    expect(platform.messages()).toEqual([]);
  });

  it('a network failure is not a verdict: the screen says the server was not reached, and 重试 delivers again', async () => {
    const platform = createTestPlatform();
    platform.server.drop(postTaskCallback);
    renderArea(area, { platform, path: `/task/back?${resultQuery()}` });
    expect(await screen.findByText('暂时无法核对答题结果', {}, { timeout: 3000 })).toBeInTheDocument();
    // Said once, on the card: 重试 once in the text, and no toast over the card's icon.
    expect(screen.getByText('网络连接失败，请检查网络后重试。你的答题结果不会丢失。')).toBeInTheDocument();
    expect(platform.messages()).toEqual([]);
    expect(screen.queryByText(/答题结果无效|本次不发放奖励/)).not.toBeInTheDocument();
    platform.server.respond(postTaskCallback, { status: 'credited', message: '答题结果已记录，奖励已发放', ref: REF });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(platform.navigations).toEqual([`/survey/end?ref=${REF}`]), { timeout: 3000 });
    expect(platform.server.callsTo(postTaskCallback)).toHaveLength(2);
  });

  it("a server error shows the Chinese text with 重试, never the server's internal English", async () => {
    const platform = createTestPlatform();
    platform.server.fail(postTaskCallback, { status: 502, code: 500, message: 'Bad Gateway' });
    renderArea(area, { platform, path: `/task/back?${resultQuery()}` });
    expect(await screen.findByText(/服务器开小差了，请稍后再试/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Bad Gateway|Request failed|Network|Unauthorized/);
  });

  it('without a result the screen says there is nothing to handle and asks nothing', async () => {
    const platform = open('/task/back');
    expect(await screen.findByText('没有待处理的答题结果', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(platform.server.callsTo(postTaskCallback)).toHaveLength(0);
  });
});
