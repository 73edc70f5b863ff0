// What the redeem steps charge: the member's right as the API priced it (兑换 95 折), and the best coupon
// the API allows preselected (the member can choose another or none); the amount shown is the one sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BenefitDetail, postExchangeOrder } from '@survey/contract';
import { sampleOrder } from '../../../testing/fixtures';
import { COUPON_OFFER, setup } from '../../../testing/redeem-page';

const CASH_10: Partial<BenefitDetail> = { id: 1, name: '支付宝提现 10元', type: 1, price: 1000, virtualKind: '', images: [] };
const CASH_30: Partial<BenefitDetail> = { id: 2, name: '支付宝提现 30元', type: 1, price: 3000, virtualKind: '', images: [] };
const SILVER = { price: 1000, memberDiscount: 50, right: '白银会员 · 兑换 95 折', payable: 950 };

describe('the confirm step and the member’s right', () => {
  it('shows 白银会员’s 95 折 on 支付宝提现 10元: 1,000 less 50, 950 paid, and sends the 950 it showed', async () => {
    const platform = setup({ detail: CASH_10, info: { gold: 12_000, memberPrice: SILVER }, path: '/exchange/detail/1?step=confirm' });
    platform.server.respond(postExchangeOrder, { order: sampleOrder({ memberDiscount: 50, paid: 950 }), gold: 11_050 });
    expect(await screen.findByTestId('confirm-member-discount')).toHaveTextContent('白银会员 · 兑换 95 折（-50 金币）');
    expect(screen.getByTestId('confirm-paid')).toHaveTextContent('950');
    expect(screen.getByTestId('confirm-after')).toHaveTextContent('11,050');
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.server.callsTo(postExchangeOrder)).toHaveLength(1));
    expect(platform.server.callsTo(postExchangeOrder)[0].body).toMatchObject({ benefitId: 1, price: 1000, paid: 950 });
  });

  it('promises nothing to a member without the right: the full 1,000', async () => {
    setup({
      detail: CASH_10,
      info: { memberPrice: { price: 1000, memberDiscount: 0, right: null, payable: 1000 } },
      path: '/exchange/detail/1?step=confirm',
    });
    expect(await screen.findByTestId('confirm-paid')).toHaveTextContent('1,000');
    expect(screen.queryByTestId('confirm-member-discount')).not.toBeInTheDocument();
  });
});

describe('the coupon picker', () => {
  const cash30 = { memberPrice: { price: 3000, memberDiscount: 0, right: null, payable: 3000 } };
  const bigger = {
    ...COUPON_OFFER,
    voucher: { ...COUPON_OFFER.voucher, id: 4, title: '满 2,500 减 300 金币', deduction: 300, threshold: 2500 },
    deduction: 300,
    payable: 2700,
  };

  it('on 支付宝提现 30元 preselects the best coupon the API allows, and the member can choose none', async () => {
    const platform = setup({ detail: CASH_30, info: cash30, offers: [bigger, { ...COUPON_OFFER, payable: 2800 }] });
    platform.server.respond(postExchangeOrder, { order: sampleOrder(), gold: 9000 });
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    expect(await screen.findByRole('radio', { name: /满 2,500 减 300 金币/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '不使用抵扣券' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-paid')).toHaveTextContent('2,700');

    await userEvent.click(screen.getByRole('button', { name: '返回修改' }));
    await userEvent.click(await screen.findByRole('radio', { name: '不使用抵扣券' }));
    expect(screen.getByRole('radio', { name: '不使用抵扣券' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-paid')).toHaveTextContent('3,000');
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.server.callsTo(postExchangeOrder)).toHaveLength(1));
    expect(platform.server.callsTo(postExchangeOrder)[0].body).not.toHaveProperty('voucherId');
  });

  it('preselects nothing when no coupon qualifies', async () => {
    setup({ detail: CASH_30, info: cash30, offers: [] });
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    expect(await screen.findByRole('button', { name: '下一步' })).toBeEnabled();
    expect(screen.queryByRole('radiogroup', { name: '抵扣券' })).not.toBeInTheDocument();
  });
});
