import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { getInvite, getInviteCredits, getInviters, postInviteCode } from '@survey/contract';

const T = new Date('2026-11-20T10:00:00+08:00').getTime();
const LINK = 'http://127.0.0.1:8080/app/invite?inviteCode=DEMO88';

function setUp() {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(postInviteCode, { inviteCode: 'DEMO88', link: LINK });
  platform.server.respond(getInvite, { inviteCode: 'DEMO88', invited: 11, rewardGold: 5500, rewardPerInvite: 500 });
  platform.server.respond(getInviters, {
    list: [{ nickname: '会员6621', avatar: '', createdAt: T }],
    total: 11,
    page: 1,
    size: 10,
  });
  platform.server.respond(getInviteCredits, {
    totalGold: 500,
    list: [{ id: 3, gold: 500, reason: '邀请好友注册奖励（会员6621）', createdAt: T }],
    total: 1,
    page: 1,
    size: 10,
  });
  renderArea(area, { platform, path: '/home/invite' });
  return platform;
}

describe('/home/invite', () => {
  it('shows the code, the link and its QR code, and copies them', async () => {
    const platform = setUp();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('DEMO88');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(LINK);
    expect(within(screen.getByLabelText('邀请链接二维码')).getByTitle('邀请链接二维码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('邀请链接已复制'));
    await userEvent.click(screen.getByRole('button', { name: '复制邀请码' }));
    expect(writeText).toHaveBeenLastCalledWith('DEMO88');
  });

  it('lists the invited friends (paged) and the rewards', async () => {
    const platform = setUp();
    expect(await screen.findByRole('listitem', { name: '会员6621' })).toHaveTextContent('注册');
    expect(await screen.findByTestId('invitee-count')).toHaveTextContent('11');
    expect(screen.getByText('累计奖励')).toHaveTextContent('5,500');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(platform.server.callsTo(getInviters).at(-1)?.params).toEqual({ page: 2, size: 10 }));
    await userEvent.click(screen.getByRole('tab', { name: '邀请奖励' }));
    expect(screen.getByRole('listitem', { name: '邀请好友注册奖励（会员6621）' })).toHaveTextContent('500');
  });

  it('shows an error panel when the link cannot load', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.fail(postInviteCode);
    platform.server.respond(getInvite, { inviteCode: 'DEMO88', invited: 0, rewardGold: 0, rewardPerInvite: 500 });
    platform.server.respond(getInviters, { list: [], total: 0, page: 1, size: 10 });
    platform.server.respond(getInviteCredits, { totalGold: 0, list: [], total: 0, page: 1, size: 10 });
    renderArea(area, { platform, path: '/home/invite' });
    expect(await screen.findByText('邀请链接加载失败')).toBeInTheDocument();
    expect(await screen.findByText('当前没有邀请记录哦~！')).toBeInTheDocument();
  });
});
