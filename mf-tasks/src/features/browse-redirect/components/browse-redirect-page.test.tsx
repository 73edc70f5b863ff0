import { screen, waitFor } from '@testing-library/react';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { browser } from '../../../lib/leave-site';
import { getBrowseRedirect, type CallResponse } from '@survey/contract';

function open(url: string | null, answer?: CallResponse<typeof getBrowseRedirect>) {
  const leave = jest.spyOn(browser, 'leave').mockImplementation(() => {});
  const platform = createTestPlatform({ loggedIn: true });
  if (answer) platform.server.respond(getBrowseRedirect, answer);
  renderArea(area, { platform, path: url === null ? '/browse/redirect' : `/browse/redirect?url=${encodeURIComponent(url)}` });
  return { platform, leave };
}

afterEach(() => jest.restoreAllMocks());

describe('/browse/redirect', () => {
  it('follows a page of this site inside the site', async () => {
    const { platform, leave } = open('/task/detail/4', { allowed: true, url: '/task/detail/4', external: false, reason: '' });
    await waitFor(() => expect(platform.navigations).toEqual(['/task/detail/4']), { timeout: 3000 });
    expect(platform.server.callsTo(getBrowseRedirect)[0].params).toEqual({ url: '/task/detail/4' });
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves for an allow-listed site', async () => {
    const { leave } = open('https://www.wjx.cn/vj/1.aspx', {
      allowed: true,
      url: 'https://www.wjx.cn/vj/1.aspx',
      external: true,
      reason: '',
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://www.wjx.cn/vj/1.aspx'), { timeout: 3000 });
  });

  it('refuses anything else and says why', async () => {
    const { platform, leave } = open('https://evil.example/', {
      allowed: false,
      url: '',
      external: false,
      reason: 'evil.example 不在允许访问的网站名单中',
    });
    expect(await screen.findByText('无法打开该链接', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/evil\.example 不在允许访问的网站名单中/)).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(platform.navigations).toEqual([]);
  });

  it('without a target asks nothing', async () => {
    const { platform } = open(null);
    expect(await screen.findByText('没有要打开的链接', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(platform.server.callsTo(getBrowseRedirect)).toHaveLength(0);
  });
});
