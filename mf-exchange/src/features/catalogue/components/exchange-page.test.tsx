import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, type TestPlatform } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleBenefitPage } from '../../../testing/fixtures';
import { getAccount, getBenefits } from '@survey/contract';

const MEMBER = { nickname: '晴天小麦', gold: 5680, bbsRole: 0 };

function setup(options: { loggedIn?: boolean; bbsRole?: number } = {}) {
  const platform = createTestPlatform({ loggedIn: options.loggedIn ? { ...MEMBER, bbsRole: options.bbsRole ?? 0 } : false });
  platform.server.respond(getBenefits, sampleBenefitPage());
  renderArea(area, { platform, path: '/exchange' });
  return platform;
}

const lastCall = (platform: TestPlatform) => platform.server.callsTo(getBenefits).at(-1)!;

describe('/exchange', () => {
  it('shows products with price, market price, stock and sold-out state', async () => {
    const platform = setup();
    const cash = await screen.findByRole('article', { name: '支付宝现金红包 10 元' });
    expect(within(cash).getByText('1,000')).toBeInTheDocument();
    expect(within(cash).getByText('市场价 ¥10.00')).toBeInTheDocument();
    expect(within(cash).getByText('已兑换 1,520 件')).toBeInTheDocument();
    expect(within(cash).getByText('现金')).toBeInTheDocument();
    expect(within(cash).getByText('热门')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: '视频会员月卡' });
    expect(within(card).getByText('已兑完')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '视频会员月卡' })).toHaveAttribute('src', '/api/oss/files/vip.png');
    expect(screen.getByText('共 30 条')).toBeInTheDocument();
    await waitFor(() => expect(lastCall(platform).params).toEqual({ page: 1, size: 12 }));
  });

  it('loads the first row’s pictures at once and first, the rest only near the viewport', async () => {
    const platform = createTestPlatform();
    const withPictures = sampleBenefitPage().list.map((benefit) => ({ ...benefit, image: `/api/oss/files/${benefit.id}.png` }));
    platform.server.respond(getBenefits, sampleBenefitPage({ list: withPictures }));
    renderArea(area, { platform, path: '/exchange' });
    const pictures = await screen.findAllByRole('img', { name: /支付宝现金红包|视频会员月卡|不锈钢保温杯/ });
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
    // Each reserves its 4:3 box before the file arrives.
    expect(pictures.every((img) => img.getAttribute('width') === '400' && img.getAttribute('height') === '300')).toBe(true);
  });

  it('invites a visitor to log in and does not ask for an account', async () => {
    const platform = setup();
    await screen.findByText('支付宝现金红包 10 元');
    expect(screen.getByText('登录后即可用金币兑换好礼')).toBeInTheDocument();
    expect(platform.server.callsTo(getAccount)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '登录 / 注册' }));
    expect(platform.navigations).toEqual(['/login']);
  });

  it('shows the gold balance the header shows (the session’s member), without asking the API again, and follows it', async () => {
    const platform = setup({ loggedIn: true });
    expect(await screen.findByTestId('gold-balance')).toHaveTextContent('5,680');
    expect(screen.getByText('晴天小麦，用金币兑换心仪好礼')).toBeInTheDocument();
    expect(screen.queryByText('登录后即可用金币兑换好礼')).not.toBeInTheDocument();
    expect(platform.server.callsTo(getAccount)).toHaveLength(0);

    // The shell re-reads the member after gold moved: the bar shows the new balance.
    act(() => platform.session.setUser({ ...platform.session.getState().user!, gold: 4680 }));
    expect(screen.getByTestId('gold-balance')).toHaveTextContent('4,680');
  });

  it('hides the balance for bbsRole 2', async () => {
    setup({ loggedIn: true, bbsRole: 2 });
    expect(await screen.findByText('晴天小麦，用金币兑换心仪好礼')).toBeInTheDocument();
    expect(screen.queryByTestId('gold-balance')).not.toBeInTheDocument();
  });

  it('filters by exchange type and pages through the request params', async () => {
    const platform = setup();
    await screen.findByText('支付宝现金红包 10 元');
    await userEvent.click(screen.getByRole('tab', { name: '实物' }));
    await waitFor(() => expect(lastCall(platform).params).toEqual({ type: 3, page: 1, size: 12 }));
    await screen.findByText('支付宝现金红包 10 元');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastCall(platform).params).toEqual({ type: 3, page: 2, size: 12 }));
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(lastCall(platform).params).toEqual({ page: 1, size: 12 }));
  });

  it('links every card to its detail page', async () => {
    const platform = setup();
    const link = await screen.findByRole('link', { name: /支付宝现金红包 10 元/ });
    expect(link).toHaveAttribute('href', '/exchange/detail/1');
    await userEvent.click(link);
    expect(platform.navigations).toEqual(['/exchange/detail/1']);
  });

  it('opens on the type tab the URL names', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getBenefits, sampleBenefitPage());
    renderArea(area, { platform, path: '/exchange?type=2&page=2' });
    expect(await screen.findByRole('tab', { name: '虚拟' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastCall(platform).params).toEqual({ type: 2, page: 2, size: 12 }));
  });

  it('asks for the catalogue page once: the screen takes what the area started on mount', async () => {
    const platform = createTestPlatform({ loggedIn: MEMBER });
    platform.server.respond(getBenefits, sampleBenefitPage());
    renderArea(area, { platform, path: '/exchange?type=2&page=2' });
    expect(await screen.findByText('支付宝现金红包 10 元')).toBeInTheDocument();
    expect(await screen.findByTestId('gold-balance')).toHaveTextContent('5,680');
    expect(platform.server.callsTo(getBenefits).map((call) => call.params)).toEqual([{ type: 2, page: 2, size: 12 }]);
  });

  it('shows the empty text', async () => {
    const platform = createTestPlatform();
    platform.server.respond(getBenefits, { list: [], total: 0, page: 1, size: 12 });
    renderArea(area, { platform, path: '/exchange' });
    expect(await screen.findByText('当前没有可兑换的商品哦~！')).toBeInTheDocument();
  });

  it('shows an error panel and retries', async () => {
    const platform = createTestPlatform();
    platform.server.fail(getBenefits);
    renderArea(area, { platform, path: '/exchange' });
    expect(await screen.findByText('商品加载失败')).toBeInTheDocument();
    platform.server.respond(getBenefits, sampleBenefitPage());
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('支付宝现金红包 10 元')).toBeInTheDocument();
  });
});
