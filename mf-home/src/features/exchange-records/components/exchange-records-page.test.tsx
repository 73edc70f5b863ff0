import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, type TestPlatform } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleOrder, sampleOrderPage } from '../../../testing/exchange-fixtures';
import { getExchangeOrder, getExchangeOrders } from '@survey/contract';

function setup(path = '/home/exchange') {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getExchangeOrders, sampleOrderPage());
  renderArea(area, { platform, path });
  return platform;
}

const lastQuery = (platform: TestPlatform) => platform.server.callsTo(getExchangeOrders).at(-1)!.params;

describe('/home/exchange', () => {
  it('lists records with the spec’s state labels, each in its colour', async () => {
    setup();
    const item = await screen.findByRole('listitem', { name: '支付宝提现 30元' }, { timeout: 3000 });
    const expected: [string, string, string][] = [
      ['支付宝提现 30元', '待审核', 'rgb(181, 71, 8)'],
      ['得力笔记本 A5 5本装', '待发放', 'rgb(38, 94, 235)'],
      ['爱奇艺黄金会员月卡', '已发放', 'rgb(17, 128, 72)'],
      ['罗技无线鼠标 M185', '已撤销', 'rgb(103, 108, 117)'],
      ['小米充电宝 10000mAh', '已驳回', 'rgb(200, 57, 15)'],
      ['话费充值 30元', '发放失败', 'rgb(200, 57, 15)'],
    ];
    for (const [name, label, colour] of expected) {
      const record = screen.getByRole('listitem', { name });
      expect(within(record).getByText(label)).toBeInTheDocument();
      expect(getComputedStyle(record).borderLeftColor).toBe(colour);
    }
    expect(within(item).getByText('支付宝 138****8000（**燕）')).toBeInTheDocument();
    // What the member's right and the coupon took off, as the order records them.
    expect(within(item).getByText(/会员权益减 150/)).toBeInTheDocument();
    expect(within(item).getByText(/抵扣券抵 200/)).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: '爱奇艺黄金会员月卡' });
    expect(within(card).getByText('****-****-****-5HNC')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '小米充电宝 10000mAh' })).getByText(/9900 金币已退回/)).toBeInTheDocument();
  });

  it('filters by state through the URL and pages', async () => {
    const platform = setup('/home/exchange?state=4');
    expect(await screen.findByRole('tab', { name: '已驳回' }, { timeout: 3000 })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastQuery(platform)).toEqual({ state: 4, page: 1, size: 10 }));
    await userEvent.click(screen.getByRole('tab', { name: '待审核' }));
    await waitFor(() => expect(lastQuery(platform)).toEqual({ state: 0, page: 1, size: 10 }));
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(lastQuery(platform)).toEqual({ page: 1, size: 10 }));
    await userEvent.click(await screen.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastQuery(platform)).toEqual({ page: 2, size: 10 }));
  });

  it('opens an order’s progress', async () => {
    const platform = setup();
    platform.server.respond(getExchangeOrder, {
      ...sampleOrder({ id: 2, state: 4 }),
      events: [
        { state: 0, note: '已提交，等待审核', createdAt: 1 },
        { state: 4, note: '审核未通过：收货地址暂不在配送范围', createdAt: 2 },
      ],
      voucherId: null,
    });
    const record = await screen.findByRole('listitem', { name: '小米充电宝 10000mAh' }, { timeout: 3000 });
    await userEvent.click(within(record).getByRole('button', { name: '查看进度' }));
    const progress = await within(record).findByRole('list', { name: '兑换进度' });
    expect(progress).toHaveTextContent('待审核 已提交，等待审核');
    expect(progress).toHaveTextContent('已驳回 审核未通过：收货地址暂不在配送范围');
    expect(platform.server.callsTo(getExchangeOrder)[0].path).toBe('/v1/exchange/orders/2');
  });

  it('shows the empty text with a way to the catalogue', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getExchangeOrders, { list: [], total: 0, page: 1, size: 10 });
    renderArea(area, { platform, path: '/home/exchange' });
    expect(await screen.findByText('当前没有兑换记录哦~！', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去兑换' }));
    expect(platform.navigations).toEqual(['/exchange']);
  });
});
