import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleVoucher, sampleVoucherPage } from '../../../testing/exchange-fixtures';
import { getVoucher, getVouchers, postVoucherCheck, postVoucherReveal, postVoucherUse, postVoucherUseValue } from '@survey/contract';

function setup(path = '/home/card') {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getVouchers, sampleVoucherPage());
  renderArea(area, { platform, path });
  return platform;
}

describe('/home/card', () => {
  it('shows the member’s cards and coupons with the count of each state', async () => {
    const platform = setup();
    const card = await screen.findByRole('listitem', { name: '京东E卡 50元' }, { timeout: 3000 });
    expect(within(card).getByText('¥50.00')).toBeInTheDocument();
    expect(within(card).getByTestId('voucher-code')).toHaveTextContent('****-****-****-7KQ2');
    const coupon = screen.getByRole('listitem', { name: '实物好礼立减 500 金币' });
    expect(within(coupon).getByText('抵 500')).toBeInTheDocument();
    expect(within(coupon).getByText('满 5,000 金币可用')).toBeInTheDocument();
    expect(within(coupon).getByText('适用：实物商品')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '可使用（3）' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已过期（1）' })).toBeInTheDocument();
    await userEvent.click(within(coupon).getByRole('button', { name: '去兑换' }));
    expect(platform.navigations).toEqual(['/exchange?type=3']);
    await userEvent.click(screen.getByRole('tab', { name: '已使用（1）' }));
    await waitFor(() => expect(platform.server.callsTo(getVouchers).at(-1)!.params).toEqual({ state: 1, page: 1, size: 10 }));
  });

  it('reveals a card’s code (POST /v1/benefits/{id}) and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const platform = setup();
    platform.server.respond(postVoucherReveal, { code: 'AB7K-2QXD-R8ZT-7KQ2' });
    const card = await screen.findByRole('listitem', { name: '京东E卡 50元' }, { timeout: 3000 });
    await userEvent.click(within(card).getByRole('button', { name: '查看卡密' }));
    expect(await within(card).findByText('AB7K-2QXD-R8ZT-7KQ2')).toBeInTheDocument();
    expect(platform.server.callsTo(postVoucherReveal)[0].path).toBe('/v1/benefits/9');
    await userEvent.click(within(card).getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('AB7K-2QXD-R8ZT-7KQ2');
  });

  it('checks a card’s balance (POST /v1/benefits/check/{id})', async () => {
    const platform = setup();
    platform.server.respond(postVoucherCheck, {
      valid: true,
      state: 0,
      balanceFen: 3000,
      expiresAt: 1,
      message: '可使用，余额 ¥30.00',
    });
    const card = await screen.findByRole('listitem', { name: '京东E卡 50元' }, { timeout: 3000 });
    await userEvent.click(within(card).getByRole('button', { name: '查询余额' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('可使用，余额 ¥30.00');
    expect(platform.server.callsTo(postVoucherCheck)[0].path).toBe('/v1/benefits/check/9');
  });

  it('records part of a card’s value (POST /v1/benefits/use/value), refusing more than the balance', async () => {
    const platform = setup();
    platform.server.respond(postVoucherUseValue, { ...sampleVoucher({ balanceFen: 2990 }), uses: [] });
    const card = await screen.findByRole('listitem', { name: '京东E卡 50元' }, { timeout: 3000 });
    await userEvent.click(within(card).getByRole('button', { name: '记录使用' }));
    const dialog = await screen.findByRole('dialog', { name: '记录使用：京东E卡 50元' });
    await userEvent.type(within(dialog).getByLabelText(/使用金额/), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认使用' }));
    expect(within(dialog).getByText('不能超过余额 ¥50.00')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/使用金额/));
    await userEvent.type(within(dialog).getByLabelText(/使用金额/), '20.10');
    await userEvent.type(within(dialog).getByLabelText(/备注/), '京东购物');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认使用' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = platform.server.callsTo(postVoucherUseValue);
    expect(sent.body).toEqual({ id: 9, valueFen: 2010, note: '京东购物', key: expect.any(String) });
    expect(platform.messages().map((m) => m.text)).toContain('已记录使用');
    await waitFor(() => expect(platform.server.callsTo(getVouchers)).toHaveLength(2));
  });

  it('marks a card used up after confirming (POST /v1/benefits/use) and shows its uses', async () => {
    const platform = setup();
    platform.server.respond(postVoucherUse, { ...sampleVoucher({ state: 1, balanceFen: 0 }), uses: [] });
    platform.server.respond(getVoucher, { ...sampleVoucher(), uses: [{ valueFen: 2010, note: '京东购物', createdAt: 1 }] });
    const card = await screen.findByRole('listitem', { name: '京东E卡 50元' }, { timeout: 3000 });
    await userEvent.click(within(card).getByRole('button', { name: '使用记录' }));
    expect(await within(card).findByRole('list', { name: '使用记录' })).toHaveTextContent('京东购物-¥20.10');
    await userEvent.click(within(card).getByRole('button', { name: '标记已用完' }));
    const dialog = await screen.findByRole('dialog', { name: '标记为已用完' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(platform.server.callsTo(postVoucherUse)).toHaveLength(1));
    expect(platform.server.callsTo(postVoucherUse)[0].body).toEqual({ id: 9, key: expect.any(String) });
  });

  it('shows the empty text of a state', async () => {
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getVouchers, sampleVoucherPage({ list: [], total: 0 }));
    renderArea(area, { platform, path: '/home/card?state=2' });
    expect(await screen.findByText('当前没有已过期的卡券哦~！', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
