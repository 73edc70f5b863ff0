import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import type { ExchangeOrderDetail } from '@survey/contract';
import { area } from '../../../app/area';
import { sampleAccount, sampleOrder } from '../../../testing/fixtures';
import { getAccount, getExchangeOrder } from '@survey/contract';

function setup(order: Partial<ExchangeOrderDetail> | null, path = '/exchange/success?order=42') {
  const platform = createTestPlatform({ loggedIn: true });
  if (order) platform.server.respond(getExchangeOrder, sampleOrder(order));
  platform.server.respond(getAccount, sampleAccount({ gold: 6800 }));
  renderArea(area, { platform, path });
  return platform;
}

describe('/exchange/success', () => {
  it('shows an issued virtual product with its code, a copy button, the balance and what comes next', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const platform = setup({});
    expect(await screen.findByRole('heading', { name: '兑换成功' })).toBeInTheDocument();
    expect(screen.getByTestId('issued-code')).toHaveTextContent('QK7M-3XDP-R8ZT-5HNC');
    expect(screen.getByText('卡密已放入卡券专区，可随时查看。')).toBeInTheDocument();
    expect(screen.getByText('已发放')).toBeInTheDocument();
    expect(await screen.findByTestId('success-balance')).toHaveTextContent('6,800');
    expect(platform.server.callsTo(getExchangeOrder)[0].path).toBe('/v1/exchange/orders/42');
    await userEvent.click(screen.getByRole('button', { name: '复制卡密：QK7M-3XDP-R8ZT-5HNC' }));
    expect(writeText).toHaveBeenCalledWith('QK7M-3XDP-R8ZT-5HNC');
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('已复制'));
    await userEvent.click(screen.getByRole('link', { name: '查看兑换记录' }));
    expect(platform.navigations).toEqual(['/home/exchange']);
  });

  it('says a cash order waits for review and where the money goes', async () => {
    setup({ type: 1, name: '支付宝提现 10元', state: 0, code: '', destination: '支付宝 138****8000（**燕）', voucherId: null });
    expect(await screen.findByRole('heading', { name: '兑换已提交' })).toBeInTheDocument();
    expect(screen.getByText(/1-3 个工作日内审核并打款到您的支付宝/)).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('支付宝 138****8000（**燕）')).toBeInTheDocument();
    expect(screen.queryByTestId('issued-code')).not.toBeInTheDocument();
  });

  it('shows what the member’s right and the coupon took off, beside what was paid', async () => {
    setup({ type: 1, name: '支付宝提现 30元', state: 0, code: '', price: 3000, memberDiscount: 150, deduction: 200, paid: 2650 });
    expect(await screen.findByTestId('success-member-discount')).toHaveTextContent('减 150 金币');
    expect(screen.getByText('抵 200 金币')).toBeInTheDocument();
    expect(screen.getByText('2,650')).toBeInTheDocument();
  });

  it('says a failed top-up returned the coins', async () => {
    setup({ state: 5, code: '', note: '充值失败：供应商暂不支持虚拟运营商号段，金币已退回' });
    expect(await screen.findByRole('heading', { name: '发放失败' })).toBeInTheDocument();
    expect(screen.getByText('充值失败：供应商暂不支持虚拟运营商号段，金币已退回。')).toBeInTheDocument();
  });

  it('without an order points to the records', async () => {
    const platform = setup(null, '/exchange/success');
    expect(await screen.findByRole('heading', { name: '没有找到兑换信息' })).toBeInTheDocument();
    expect(platform.server.callsTo(getExchangeOrder)).toHaveLength(0);
  });
});
