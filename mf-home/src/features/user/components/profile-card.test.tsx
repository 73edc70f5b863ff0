import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlipayAccount, Consignee, IdentityReview } from '@survey/contract';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import {
  getAlipay,
  getConsignees,
  getIdVerify,
  getJdCities,
  getSns,
  postAlipay,
  postConsignee,
  postConsigneeDefault,
  postConsigneeDelete,
  postIdVerify,
} from '@survey/contract';
import { area } from '../../../app/area';
import { UNVERIFIED, VERIFIED } from '../../../testing/fixtures';

const ADDRESS: Consignee = {
  id: 1,
  isDefault: true,
  name: '陈晓燕',
  mobile: '13800138000',
  provinceId: 31,
  cityId: 3101,
  districtId: 310115,
  province: '上海',
  city: '上海市',
  district: '浦东新区',
  address: '张江路 88 号',
  updatedAt: 1,
};
const REGIONS: Record<number, { id: number; name: string; leaf: boolean }[]> = {
  0: [{ id: 31, name: '上海', leaf: false }],
  31: [{ id: 3101, name: '上海市', leaf: false }],
  3101: [
    { id: 310101, name: '黄浦区', leaf: true },
    { id: 310115, name: '浦东新区', leaf: true },
  ],
};

const OFFICE: Consignee = { ...ADDRESS, id: 2, isDefault: false, name: '王小明', district: '黄浦区', districtId: 310101 };

/** /home/user with the details the API holds; each answer follows what was saved. */
function setUp(held: { identity?: IdentityReview; alipay?: AlipayAccount | null; addresses?: Consignee[] } = {}) {
  const platform = createTestPlatform({ loggedIn: true });
  const state = { identity: VERIFIED, alipay: null as AlipayAccount | null, addresses: [ADDRESS], ...held };
  const byDefault = () => [...state.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  platform.server.respond(getSns, []);
  platform.server.respond(getIdVerify, () => state.identity);
  platform.server.respond(getAlipay, () => state.alipay);
  platform.server.respond(getConsignees, () => byDefault());
  platform.server.respond(getJdCities, (req) => REGIONS[Number(req.params.parentId ?? 0)] ?? []);
  platform.server.respond(postIdVerify, (req) => {
    state.identity = { ...UNVERIFIED, auditStatus: 0 };
    return { verified: false, name: req.body.name, idNumber: '', verifiedAt: null };
  });
  platform.server.respond(postAlipay, () => {
    state.alipay = { account: '139****5678', name: '**燕', updatedAt: 2 };
    return state.alipay;
  });
  platform.server.respond(postConsignee, (req) => {
    const { id, isDefault, ...fields } = req.body;
    const kept = state.addresses.find((a) => a.id === id);
    const saved: Consignee = { ...ADDRESS, ...fields, district: '黄浦区', id: id ?? 9, isDefault: kept?.isDefault ?? Boolean(isDefault) };
    state.addresses = kept ? state.addresses.map((a) => (a.id === id ? saved : a)) : [...state.addresses, saved];
    return saved;
  });
  platform.server.respond(postConsigneeDefault, (req) => {
    state.addresses = state.addresses.map((a) => ({ ...a, isDefault: a.id === req.body.id }));
    return null;
  });
  platform.server.respond(postConsigneeDelete, (req) => {
    state.addresses = state.addresses.filter((a) => a.id !== req.body.id);
    return null;
  });
  renderArea(area, { platform, path: '/home/user' });
  return platform;
}

const item = (name: string) => screen.findByRole('listitem', { name }, { timeout: 3000 });

// 实名与收货信息 only offered 去兑换时填写 (→ /exchange): nothing could be managed in the member centre.
describe('/home/user 我的资料', () => {
  it('submits the identity again after 未通过, with the redeem flow’s form and call', async () => {
    const platform = setUp({ identity: { ...UNVERIFIED, auditStatus: 2, auditReason: '姓名与身份证号不一致' } });
    const identity = await item('实名认证');
    expect(screen.queryByRole('button', { name: '去兑换时填写' })).not.toBeInTheDocument();
    await userEvent.click(within(identity).getByRole('button', { name: '重新提交' }));
    const form = within(identity).getByRole('form', { name: '实名认证' });
    expect(within(form).getByLabelText(/真实姓名/)).toHaveFocus();
    await userEvent.type(within(form).getByLabelText(/真实姓名/), '陈晓燕');
    await userEvent.type(within(form).getByLabelText(/身份证号/), '11010519491231002X');
    await userEvent.click(within(form).getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(platform.server.callsTo(postIdVerify)).toHaveLength(1));
    await waitFor(() => expect(identity).toHaveTextContent('审核中资料已提交，请等待审核'));
    expect(platform.server.callsTo(postIdVerify)[0].body).toEqual({ name: '陈晓燕', idNumber: '11010519491231002X' });
    expect(within(identity).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [UNVERIFIED, '去认证'],
    [{ ...UNVERIFIED, auditStatus: 0 as const }, null],
    [VERIFIED, null],
  ])('offers to verify only when there is nothing under review or valid (%#)', async (identity, action) => {
    setUp({ identity });
    const row = await item('实名认证');
    if (action) expect(within(row).getByRole('button', { name: action })).toBeInTheDocument();
    else expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('binds the Alipay account once verified; before that it says why it cannot', async () => {
    setUp({ identity: UNVERIFIED });
    expect(await item('提现支付宝')).toHaveTextContent('完成实名认证后绑定同名支付宝账号。');
    expect(within(await item('提现支付宝')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('binds an Alipay account with the redeem flow’s call', async () => {
    const platform = setUp();
    const alipay = await item('提现支付宝');
    await userEvent.click(within(alipay).getByRole('button', { name: '绑定' }));
    const form = within(alipay).getByRole('form', { name: '提现支付宝' });
    expect(within(form).getByLabelText(/支付宝账号/)).toHaveFocus();
    await userEvent.type(within(form).getByLabelText(/支付宝账号/), '13912345678');
    await userEvent.type(within(form).getByLabelText(/支付宝实名/), '陈晓燕');
    await userEvent.click(within(form).getByRole('button', { name: '保存支付宝' }));
    await waitFor(() => expect(alipay).toHaveTextContent('139****5678（**燕）'));
    expect(platform.server.callsTo(postAlipay)[0].body).toEqual({ account: '13912345678', name: '陈晓燕' });
    expect(within(alipay).getByRole('button', { name: '更换' })).toBeInTheDocument();
  });

  it('edits an address in place, pre-filled, with the call checkout uses', async () => {
    const platform = setUp();
    const address = await item('收货地址');
    const entry = within(address).getByRole('listitem', { name: '陈晓燕 138****8000 上海上海市浦东新区' });
    await userEvent.click(within(entry).getByRole('button', { name: '修改' }));
    const form = within(entry).getByRole('form', { name: '收货地址' });
    expect(within(form).getByLabelText(/收货人/)).toHaveFocus();
    expect(within(form).getByLabelText(/详细地址/)).toHaveValue('张江路 88 号');
    await waitFor(() => expect(within(form).getByRole('option', { name: '黄浦区' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/区县/), '黄浦区');
    await userEvent.click(within(form).getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(address).toHaveTextContent('陈晓燕 138****8000 上海上海市黄浦区'));
    expect(platform.server.callsTo(postConsignee)[0].body).toMatchObject({
      id: 1,
      name: '陈晓燕',
      districtId: 310101,
      address: '张江路 88 号',
    });
  });

  it('adds a second address beside the default, then makes it the default', async () => {
    const platform = setUp();
    const address = await item('收货地址');
    await userEvent.click(within(address).getByRole('button', { name: '添加收货地址' }));
    const form = within(address).getByRole('form', { name: '收货地址' });
    expect(within(form).getByLabelText(/收货人/)).toHaveFocus();
    expect(within(form).getByLabelText(/收货人/)).toHaveValue('');
    await userEvent.type(within(form).getByLabelText(/收货人/), '王小明');
    await userEvent.type(within(form).getByLabelText(/手机号/), '13912345678');
    await waitFor(() => expect(within(form).getByLabelText(/省份/)).toBeEnabled());
    await userEvent.selectOptions(within(form).getByLabelText(/省份/), '上海');
    await waitFor(() => expect(within(form).getByRole('option', { name: '上海市' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/城市/), '上海市');
    await waitFor(() => expect(within(form).getByRole('option', { name: '黄浦区' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText(/区县/), '黄浦区');
    await userEvent.type(within(form).getByLabelText(/详细地址/), '南京东路 1 号');
    await userEvent.click(within(form).getByRole('button', { name: '保存地址' }));
    const added = await within(address).findByRole('listitem', { name: '王小明 139****5678 上海上海市黄浦区' });
    expect(platform.server.callsTo(postConsignee)[0].body).not.toHaveProperty('id');
    expect(
      within(within(address).getByRole('listitem', { name: '陈晓燕 138****8000 上海上海市浦东新区' })).getByText('默认'),
    ).toBeInTheDocument();
    expect(within(added).queryByText('默认')).not.toBeInTheDocument();

    await userEvent.click(within(added).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(platform.server.callsTo(postConsigneeDefault)[0]?.body).toEqual({ id: 9 }));
    const book = within(address).getByRole('list', { name: '我的收货地址' });
    await waitFor(() => expect(within(book).getAllByRole('listitem')[0]).toHaveTextContent('默认王小明'));
  });

  it('deletes an address after a confirmation; focus goes to 添加收货地址', async () => {
    const platform = setUp({ addresses: [ADDRESS, OFFICE] });
    const address = await item('收货地址');
    const office = within(address).getByRole('listitem', { name: '王小明 138****8000 上海上海市黄浦区' });
    await userEvent.click(within(office).getByRole('button', { name: '删除' }));
    const dialog = screen.getByRole('dialog', { name: '删除收货地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(address).queryByRole('listitem', { name: /王小明/ })).not.toBeInTheDocument());
    expect(platform.server.callsTo(postConsigneeDelete)[0].body).toEqual({ id: 2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(address).getByRole('button', { name: '添加收货地址' })).toHaveFocus());
    expect(address).toHaveTextContent('1 个地址');
  });

  it('says 未填写 with no address, and offers to add one', async () => {
    setUp({ addresses: [] });
    const address = await item('收货地址');
    expect(address).toHaveTextContent('收货地址未填写');
    expect(within(address).getByRole('button', { name: '添加收货地址' })).toBeInTheDocument();
  });
});
