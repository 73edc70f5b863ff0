import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleBanners } from '../../../testing/fixtures';
import { getBanners, type CallResponse } from '@survey/contract';

function setup(banners: CallResponse<typeof getBanners> = sampleBanners()) {
  const platform = createTestPlatform();
  platform.server.respond(getBanners, banners);
  renderArea(area, { platform, path: '/' });
  return platform;
}

describe('landing page /', () => {
  it('shows the tagline, how it works and the way in', async () => {
    const platform = setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('靠谱的有偿问卷调查平台');
    expect(screen.getByText(/赚取金币/, { selector: 'p' })).toHaveTextContent('问卷调查、新品试用和讨论组');
    for (const step of ['注册账号', '答题赚金币', '兑换好礼']) expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '免费注册，开始赚金币' }));
    await userEvent.click(screen.getByRole('button', { name: '已有账号，去登录' }));
    // 注册 opens the registration form (with its consent), 登录 the sign-in page.
    expect(platform.navigations).toEqual(['/register', '/login']);
  });

  it('shows the banners from the API and follows only safe links', async () => {
    const platform = setup();
    const inSite = await screen.findByRole('link', { name: /新人专享任务/ });
    expect(screen.getByText('完成首份问卷得 200 金币')).toBeInTheDocument();
    await userEvent.click(inSite);
    expect(platform.navigations).toEqual(['/task']);

    const outside = screen.getByRole('link', { name: /冬季新品试用/ });
    expect(outside).toHaveAttribute('href', 'https://partner.example.com/trial');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    // Below the hero: the banner's picture waits until it is near the viewport.
    expect(outside.querySelector('img')).toHaveAttribute('src', '/api/oss/files/winter.jpg');
    expect(outside.querySelector('img')).toHaveAttribute('loading', 'lazy');

    expect(screen.getByText('邀请好友')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /邀请好友/ })).not.toBeInTheDocument();
  });

  it('leaves the banner section out when there are none', async () => {
    const platform = setup([]);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.server.callsTo(getBanners)).toHaveLength(1);
    expect(screen.queryByText('精彩活动')).not.toBeInTheDocument();
  });
});
