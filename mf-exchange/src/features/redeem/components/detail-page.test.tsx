import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@survey/shared/testing';
import { REGIONS, sampleDetail, sampleExchangeInfo, sampleOrder } from '../../../testing/fixtures';
import { COUPON_OFFER, setup } from '../../../testing/redeem-page';
import { getBenefit, getExchangeInfo, getJdCities, postAlipay, postConsignee, postExchangeOrder, postIdVerify } from '@survey/contract';

describe('/exchange/detail/:id', () => {
  it('shows pictures, price, market price, stock, per-member limit, description and delivery notes to a visitor', async () => {
    const platform = setup({ loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: '京东E卡 50元' })).toBeInTheDocument();
    expect(screen.getByText('市场价 ¥50.00')).toBeInTheDocument();
    expect(screen.getByText('5,200')).toBeInTheDocument();
    expect(screen.getByText('120 件')).toBeInTheDocument();
    expect(screen.getByText('1 件')).toBeInTheDocument();
    expect(screen.getByText('储值卡立即发放到卡券专区')).toBeInTheDocument();
    expect(screen.getByText('可分多次使用。')).toBeInTheDocument();
    expect(screen.getByText('卡密立即发放，可在卡券专区查看。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '京东E卡 50元 图 1' })).toHaveAttribute('src', 'data:image/svg+xml,front');
    // The main picture is the page's largest paint: fetched at once and first; thumbnails wait.
    expect(screen.getByRole('img', { name: '京东E卡 50元 图 1' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: '第 2 张图' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(screen.getByRole('button', { name: '第 2 张图' }));
    expect(screen.getByRole('img', { name: '京东E卡 50元 图 2' })).toHaveAttribute('src', 'data:image/svg+xml,box');
    expect(platform.server.callsTo(getExchangeInfo)).toHaveLength(0);
  });

  it('sends a visitor who presses 立即兑换 to sign in and back to this item, by a link that works before the scripts', async () => {
    const platform = setup({ loggedIn: false });
    const signIn = `/login?redirect=${encodeURIComponent('/exchange/detail/7?step=redeem')}`;
    const link = await screen.findByRole('link', { name: '立即兑换' });
    expect(link).toHaveAttribute('href', signIn);
    await userEvent.click(link);
    expect(platform.navigations).toEqual([signIn]);
  });

  it('says before anything is sent that the member has too few coins, a coupon counting', async () => {
    setup({ info: { gold: 5000 } });
    expect(await screen.findByRole('button', { name: '立即兑换' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('金币不足，还差 200 金币');
    expect(screen.getByTestId('detail-balance')).toHaveTextContent('5,000');
  });

  it('names the missing gold with thousands separators, as prices are', async () => {
    setup({ info: { gold: 3210 } });
    expect(await screen.findByRole('button', { name: '立即兑换' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('金币不足，还差 1,990 金币');
  });

  it('lets a coupon make the product affordable', async () => {
    setup({ info: { gold: 5000 }, offers: [COUPON_OFFER] });
    await waitFor(() => expect(screen.getByRole('button', { name: '立即兑换' })).toBeEnabled());
  });

  it.each([
    [{ stock: 0 }, {}, '商品已兑完'],
    [{ onSale: false }, {}, '该商品已下架'],
    [{}, { redeemed: 1 }, '每人限兑 1 件，您已兑换 1 件'],
  ])('refuses %j %j: %s', async (detail, info, reason) => {
    setup({ detail, info });
    expect(await screen.findByRole('button', { name: '立即兑换' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(reason);
  });

  it('redeems a virtual card: confirmation with price, balance after and destination, one key, then the success page', async () => {
    const platform = setup();
    platform.server.respond(postExchangeOrder, { order: sampleOrder(), gold: 6800 });
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    expect(await screen.findByText(/兑换成功后立即发放储值卡卡密/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-paid')).toHaveTextContent('5,200');
    expect(screen.getByTestId('confirm-after')).toHaveTextContent('6,800');
    expect(screen.getByTestId('confirm-destination')).toHaveTextContent('卡券专区');
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/exchange/success?order=42']));
    const [sent] = platform.server.callsTo(postExchangeOrder);
    expect(sent.body).toEqual({ benefitId: 7, price: 5200, paid: 5200, key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
  });

  it('keeps the same key when the member presses again after a failed answer', async () => {
    const platform = setup({ path: '/exchange/detail/7?step=confirm' });
    platform.server.respond(postExchangeOrder, reply(null, { status: 502 }));
    await userEvent.click(await screen.findByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.server.callsTo(getBenefit).length).toBeGreaterThan(1));
    platform.server.respond(postExchangeOrder, { order: sampleOrder(), gold: 6800 });
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/exchange/success?order=42']));
    const keys = platform.server.callsTo(postExchangeOrder).map((c) => c.body.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('cash: verifies the identity (checksum first), binds Alipay, confirms with the masked account', async () => {
    const platform = setup({
      detail: { id: 1, name: '支付宝提现 10元', type: 1, price: 1000, virtualKind: '', images: [] },
      info: { identity: { verified: false, name: '', idNumber: '', verifiedAt: null }, alipay: null },
    });
    platform.server.respond(postIdVerify, { verified: true, name: '**明', idNumber: '310***********2426', verifiedAt: 1 });
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    const form = await screen.findByRole('form', { name: '实名认证' });
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/真实姓名/), '王小明');
    await userEvent.type(within(form).getByLabelText(/身份证号/), '310115199003072425');
    await userEvent.click(within(form).getByRole('button', { name: '提交认证' }));
    expect(await within(form).findByText('身份证号校验码不正确，请核对')).toBeInTheDocument();
    expect(platform.server.callsTo(postIdVerify)).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/身份证号/));
    await userEvent.type(within(form).getByLabelText(/身份证号/), '310115199003072426');
    platform.server.respond(getExchangeInfo, sampleExchangeInfo({ alipay: null }));
    await userEvent.click(within(form).getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(platform.server.callsTo(postIdVerify)).toHaveLength(1));
    expect(platform.server.callsTo(postIdVerify)[0].body).toEqual({ name: '王小明', idNumber: '310115199003072426' });

    const alipay = await screen.findByRole('form', { name: '提现支付宝' });
    expect(screen.getByTestId('identity-saved')).toHaveTextContent('310***********2426');
    await userEvent.type(within(alipay).getByLabelText(/支付宝账号/), 'abc');
    await userEvent.type(within(alipay).getByLabelText(/支付宝实名/), '王小明');
    await userEvent.click(within(alipay).getByRole('button', { name: '保存支付宝' }));
    expect(await within(alipay).findByText('请填写支付宝登录手机号或邮箱')).toBeInTheDocument();
    await userEvent.clear(within(alipay).getByLabelText(/支付宝账号/));
    await userEvent.type(within(alipay).getByLabelText(/支付宝账号/), '13912345678');
    platform.server.respond(postAlipay, { account: '139****5678', name: '**明', updatedAt: 1 });
    platform.server.respond(getExchangeInfo, sampleExchangeInfo({ alipay: { account: '139****5678', name: '**明', updatedAt: 1 } }));
    await userEvent.click(within(alipay).getByRole('button', { name: '保存支付宝' }));
    expect(await screen.findByTestId('alipay-saved')).toHaveTextContent('139****5678');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-destination')).toHaveTextContent('支付宝 139****5678（**明）');
    expect(screen.getByText(/提交后进入人工审核/)).toBeInTheDocument();
  });

  it('physical: a member in 山东 picks 山东 → 济南市 → 历下区 for a new address', async () => {
    const platform = setup({ detail: { id: 8, name: '得力笔记本', type: 3, price: 1200, virtualKind: '' } });
    platform.server.respond(getJdCities, (req) => REGIONS[Number(req.params.parentId ?? 0)] ?? []);
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    expect(await screen.findByTestId('address-saved')).toHaveTextContent('张江路 88 弄 6 号 1201 室');
    await userEvent.click(screen.getByRole('button', { name: '使用新地址' }));
    const form = screen.getByRole('form', { name: '收货地址' });
    await userEvent.click(within(form).getByRole('button', { name: '保存地址' }));
    expect(within(form).getByText('请选择省份')).toBeInTheDocument();
    expect(within(form).getByText('收货人应为 2-20 个字')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/收货人/), '王小明');
    await userEvent.type(within(form).getByLabelText(/手机号/), '13912345678');
    await waitFor(() => expect(within(form).getByLabelText(/省份/)).toBeEnabled());
    await userEvent.selectOptions(within(form).getByLabelText(/省份/), '山东');
    // Each level is asked for when its parent is chosen: cities of 山东 only, then districts of 济南市.
    await waitFor(() => expect(within(form).getByRole('option', { name: '济南市' })).toBeInTheDocument());
    expect(within(form).queryByRole('option', { name: '上海市' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/城市/), '济南市');
    await waitFor(() => expect(within(form).getByRole('option', { name: '历下区' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/区县/), '历下区');
    expect(platform.server.callsTo(getJdCities).map((c) => c.params.parentId ?? 0)).toEqual([0, 37, 3701]);
    await userEvent.type(within(form).getByLabelText(/详细地址/), '泉城路 100 号');
    const saved = {
      ...sampleExchangeInfo().consignee!,
      name: '王小明',
      mobile: '13912345678',
      provinceId: 37,
      cityId: 3701,
      districtId: 370102,
      province: '山东',
      city: '济南市',
      district: '历下区',
      address: '泉城路 100 号',
    };
    platform.server.respond(postConsignee, saved);
    platform.server.respond(getExchangeInfo, sampleExchangeInfo({ consignee: saved }));
    await userEvent.click(within(form).getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(platform.server.callsTo(postConsignee)).toHaveLength(1));
    expect(platform.server.callsTo(postConsignee)[0].body).toEqual({
      name: '王小明',
      mobile: '13912345678',
      provinceId: 37,
      cityId: 3701,
      districtId: 370102,
      address: '泉城路 100 号',
      // The address on screen is the default, where the order ships.
      isDefault: true,
    });
    expect(await screen.findByTestId('address-saved')).toHaveTextContent('泉城路 100 号');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-destination')).toHaveTextContent('王小明 13912345678 山东 济南市 历下区 泉城路 100 号');
  });

  // 下一步 went on with the form open, and the order went to the saved address, not the one typed.
  it('physical: a new address typed but not saved holds 下一步 until it is saved or cancelled', async () => {
    const platform = setup({ detail: { id: 8, name: '得力笔记本', type: 3, price: 1200, virtualKind: '' } });
    platform.server.respond(getJdCities, (req) => REGIONS[Number(req.params.parentId ?? 0)] ?? []);
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    expect(await screen.findByTestId('address-saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '使用新地址' }));
    const form = screen.getByRole('form', { name: '收货地址' });
    expect(within(form).getByLabelText(/收货人/)).toHaveFocus();
    await userEvent.type(within(form).getByLabelText(/收货人/), '王小明');
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    expect(screen.getByText(/请先保存新填写的信息/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '取消' }));
    expect(screen.getByTestId('address-saved')).toHaveTextContent('张江路 88 弄 6 号 1201 室');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-destination')).toHaveTextContent('张江路 88 弄 6 号 1201 室');
    expect(platform.server.callsTo(postConsignee)).toHaveLength(0);
  });

  it('top-up: the number must be valid before the next step and is sent with the redeem', async () => {
    const platform = setup({ detail: { name: '话费充值 30元', price: 3100, virtualKind: 'topup', images: [] } });
    platform.server.respond(postExchangeOrder, {
      order: sampleOrder({ code: '', destination: '充值号码 139****5678' }),
      gold: 8900,
    });
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    const mobile = await screen.findByLabelText(/充值手机号/);
    await userEvent.type(mobile, '1391234');
    expect(screen.getByText('请填写 11 位手机号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await userEvent.type(mobile, '5678');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-destination')).toHaveTextContent('充值号码 13912345678');
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.server.callsTo(postExchangeOrder)).toHaveLength(1));
    expect(platform.server.callsTo(postExchangeOrder)[0].body).toMatchObject({ mobile: '13912345678' });
  });

  it('a coupon lowers what is paid and is sent with the redeem', async () => {
    const platform = setup({ offers: [COUPON_OFFER] });
    platform.server.respond(postExchangeOrder, { order: sampleOrder(), gold: 7000 });
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    await userEvent.click(await screen.findByRole('radio', { name: /满 2,000 减 200 金币/ }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('confirm-paid')).toHaveTextContent('5,000');
    expect(screen.getByTestId('confirm-after')).toHaveTextContent('7,000');
    await userEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(platform.server.callsTo(postExchangeOrder)).toHaveLength(1));
    expect(platform.server.callsTo(postExchangeOrder)[0].body).toMatchObject({ voucherId: 3 });
  });

  it('an item withdrawn while the member was on its page: the refusal is shown and the page reads it again', async () => {
    const platform = setup({ path: '/exchange/detail/7?step=confirm' });
    platform.server.fail(postExchangeOrder, { code: 2101, message: '该商品已下架' });
    const confirm = await screen.findByRole('button', { name: '确认兑换' });
    platform.server.respond(getBenefit, sampleDetail({ onSale: false }));
    await userEvent.click(confirm);
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('该商品已下架'));
    expect(await screen.findByRole('status')).toHaveTextContent('该商品已下架');
    expect(screen.getByRole('button', { name: '立即兑换' })).toBeDisabled();
    expect(platform.navigations).toEqual([]);
  });
});
