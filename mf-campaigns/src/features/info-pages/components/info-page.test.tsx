import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { samplePage } from '../../../testing/fixtures';
import { getPage } from '@survey/contract';

describe('info pages', () => {
  it('renders /about from the API, sanitized, with its update date', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getPage, samplePage());
    const { container } = renderArea(area, { platform, path: '/about' });

    expect(await screen.findByRole('heading', { level: 1, name: '关于我们' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '我们是谁' })).toBeInTheDocument();
    expect(screen.getByText('更新日期：2026年3月1日')).toBeInTheDocument();
    expect(container.querySelector('script')).not.toBeInTheDocument();
    expect(container.querySelector('[onerror]')).not.toBeInTheDocument();
    expect(platform.server.calls.map((call) => call.path)).toEqual(['/v1/pages/about']);
  });

  it.each([
    ['/agreement', 'agreement', '用户协议'],
    ['/privacy', 'privacy', '隐私政策'],
    ['/privacy/sdk', 'sdk', '第三方SDK目录'],
    ['/cooperate', 'cooperate', '商务合作'],
    ['/product', 'product', '产品介绍'],
  ])('asks for the %s page', async (path, slug, title) => {
    const platform = createTestPlatform();
    platform.server.respond(getPage, samplePage({ slug: slug as 'agreement', title }));
    renderArea(area, { platform, path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(platform.server.calls[0].path).toBe(`/v1/pages/${slug}`);
  });

  it('shows an error panel with retry when the call fails', async () => {
    const platform = createTestPlatform();
    platform.server.fail(getPage);
    renderArea(area, { platform, path: '/privacy' });
    expect(await screen.findByText('隐私政策加载失败')).toBeInTheDocument();

    platform.server.respond(getPage, samplePage({ slug: 'privacy', title: '隐私政策' }));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
  });
});
