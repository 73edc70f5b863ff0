import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, reply, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { postInviteCheck, postInviteCode } from '@survey/contract';

describe('/share and /invite', () => {
  it('a friend opening a member’s link sees who invites them, a QR code, and registers with the code', async () => {
    const platform = createTestPlatform();
    platform.server.respond(postInviteCheck, { inviter: { nickname: '小调研员', avatar: '' } });
    const { container } = renderArea(area, { platform, path: '/share?inviteCode=demo88' });
    expect(await screen.findByRole('heading', { name: /小调研员 邀请你加入/ })).toBeInTheDocument();
    expect(platform.server.callsTo(postInviteCheck)[0].body).toEqual({ inviteCode: 'demo88' });
    expect(container.querySelector('svg title')?.textContent).toBe('邀请码 DEMO88 · 手机扫码注册');
    await userEvent.click(screen.getByRole('button', { name: '接受邀请，立即注册' }));
    expect(platform.navigations).toEqual(['/app/invite?inviteCode=demo88']);
  });

  it('an invalid or missing code says so and offers plain registration', async () => {
    const platform = createTestPlatform();
    platform.server.respond(postInviteCheck, reply(null, { code: 1009, message: '邀请码无效' }));
    renderArea(area, { platform, path: '/share?inviteCode=NOPE00' });
    expect(await screen.findByText('邀请链接无效')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '直接注册' }));
    expect(platform.navigations).toEqual(['/register']);
  });

  it('/invite gives a member their code, share link and QR code; a visitor is asked to sign in', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(postInviteCode, {
      inviteCode: 'DEMO88',
      link: 'http://localhost/app/invite?inviteCode=DEMO88',
    });
    const { container } = renderArea(area, { platform, path: '/invite' });
    expect(await screen.findByText('DEMO88')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/share?inviteCode=DEMO88`)).toBeInTheDocument();
    expect(container.querySelector('svg title')?.textContent).toBe('好友扫码注册，你得 500 金币');

    const visitor = createTestPlatform();
    renderArea(area, { platform: visitor, path: '/invite' });
    await userEvent.click(await screen.findByRole('button', { name: '登录获取邀请码' }));
    expect(visitor.navigations).toEqual(['/login?redirect=%2Finvite']);
    expect(visitor.server.callsTo(postInviteCode)).toHaveLength(0);
  });
});
