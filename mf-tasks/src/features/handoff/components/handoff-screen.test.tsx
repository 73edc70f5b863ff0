import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { browser } from '../../../lib/leave-site';
import { postTaskStart, type TaskHandoff } from '@survey/contract';

const HANDOFF: TaskHandoff = {
  taskId: 4,
  channel: 'survey',
  url: '/api/supplier/survey?sp=inhouse&poll=4&h=abc',
  expiresAt: new Date('2026-11-21T12:00:00+08:00').getTime(),
};

function open(path: string, handoff = HANDOFF) {
  const leave = jest.spyOn(browser, 'leave').mockImplementation(() => {});
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(postTaskStart, { ...handoff });
  renderArea(area, { platform, path });
  return { platform, leave };
}

afterEach(() => jest.restoreAllMocks());

describe('hand-off screens', () => {
  it.each([
    ['/task/go?id=4', 'survey'],
    ['/task/agent/go?id=5', 'agent'],
    ['/cloud/gmo/go?id=9', 'gmo'],
    ['/cloud/agent/go?id=11', 'cloud-agent'],
    ['/cloud/survey/go?id=12', 'cloud-survey'],
  ])('%s asks for a signed hand-off as %s and sends the browser to the supplier', async (path, channel) => {
    const { platform, leave } = open(path);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(HANDOFF.url), { timeout: 3000 });
    expect(platform.server.callsTo(postTaskStart)[0].body).toEqual({ taskId: Number(path.split('=')[1]), channel });
    expect(screen.getByRole('link', { name: '如果没有自动跳转，请点击这里' })).toHaveAttribute('href', HANDOFF.url);
  });

  it('/task/mp/go shows the hand-off as a QR code and stays', async () => {
    const { leave } = open('/task/mp/go?id=6', { ...HANDOFF, channel: 'mp' });
    expect(await screen.findByText('用手机微信扫码参加', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('mp-qrcode').querySelector('svg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在本设备上打开' })).toHaveAttribute('href', HANDOFF.url);
    expect(leave).not.toHaveBeenCalled();
  });

  it('says why a start is refused and offers the personal questionnaire when that is the reason', async () => {
    const leave = jest.spyOn(browser, 'leave').mockImplementation(() => {});
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(postTaskStart, { code: 1204, message: '请先完成个人资料问卷' });
    renderArea(area, { platform, path: '/task/agent/go?id=5' });
    expect(await screen.findByText('暂时无法开始任务', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Survey' })).getByText('请先完成个人资料问卷')).toBeInTheDocument();
    // The screen says it; a toast would only repeat it.
    expect(platform.messages()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '去填写个人资料' }));
    expect(platform.navigations).toEqual(['/user/survey?redirect=%2Ftask%2Fdetail%2F5']);
    expect(leave).not.toHaveBeenCalled();
  });

  it('going back to the hand-off of a finished task shows a calm state that leads on, and no toast', async () => {
    const leave = jest.spyOn(browser, 'leave').mockImplementation(() => {});
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(postTaskStart, { code: 1203, message: '你已参加过该任务' });
    renderArea(area, { platform, path: '/cloud/survey/go?id=12' });
    const region = await screen.findByRole('region', { name: '云调研问卷' }, { timeout: 3000 });
    expect(await within(region).findByRole('heading', { name: '你已参加过该任务' })).toBeInTheDocument();
    expect(within(region).queryByText('暂时无法开始任务')).not.toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveAttribute('data-status', 'info');
    expect(platform.messages()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '查看任务详情' }));
    await userEvent.click(screen.getByRole('button', { name: '去任务大厅' }));
    expect(platform.navigations).toEqual(['/task/detail/12', '/task']);
    expect(leave).not.toHaveBeenCalled();
  });

  it('a link without a task id explains itself and asks nothing', async () => {
    const { platform } = open('/task/go');
    expect(await screen.findByText('链接不完整', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(platform.server.callsTo(postTaskStart)).toHaveLength(0);
  });

  it('a visitor is asked to sign in and comes back here', async () => {
    const platform = createTestPlatform();
    renderArea(area, { platform, path: '/task/go?id=4' });
    await userEvent.click(await screen.findByRole('button', { name: '登录 / 注册' }, { timeout: 3000 }));
    expect(platform.navigations).toEqual(['/login?redirect=%2Ftask%2Fgo%3Fid%3D4']);
    expect(platform.server.callsTo(postTaskStart)).toHaveLength(0);
  });
});
