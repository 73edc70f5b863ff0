/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// Redeem flows by exchange type, the operator's moves with their refunds, and every refusal.
import { Codes } from '../src/codes';
import { DeliveryCodes } from '../src/delivery/errors';
import { ExchangeCodes } from '../src/exchange/errors';
import { VoucherCodes } from '../src/vouchers/errors';
import { type Harness, start } from './helpers';
import { goldOf, idNumber, key, ledgerMismatches, member, product, stockOf } from './exchange-helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const redeem = (token: string, benefitId: number, price: number, extra: object = {}) =>
  h.post('/api/v1/exchange/orders', { benefitId, price, key: key(), ...extra }, token);
const operate = (id: number, action: string, body: object = {}) => h.post(`/api/dev/orders/${id}/${action}`, body);
const ADDRESS = {
  name: '王小明',
  mobile: '13912345678',
  provinceId: 31,
  cityId: 3101,
  districtId: 310115,
  address: '张江路 100 号 2 栋 301 室',
};

test('the catalogue detail is public and shows what the page needs; withdrawn products leave the list', async () => {
  const list = await h.get('/api/v3/benefits?size=100');
  expect(list.data.list.some((b: any) => b.name === '星巴克中杯饮品券')).toBe(false);
  const id = list.data.list.find((b: any) => b.name === '京东E卡 50元').id;
  const detail = await h.get(`/api/v3/benefits/${id}`);
  expect(detail.data).toMatchObject({
    name: '京东E卡 50元',
    type: 2,
    price: 5200,
    marketPrice: 50,
    perMemberLimit: 1,
    onSale: true,
    virtualKind: 'card',
  });
  expect(detail.data.description).toContain('京东');
  expect(detail.data.deliveryNote).toContain('卡密立即发放');
  expect(detail.data.images).toHaveLength(2);
  expect(detail.data.images[0]).toMatch(/^data:image\/svg\+xml/);
  const withdrawn = await h.db.sql.selectFrom('benefits').select('id').where('on_sale', '=', false).executeTakeFirstOrThrow();
  expect((await h.get(`/api/v3/benefits/${withdrawn.id}`)).data).toMatchObject({ onSale: false });
  expect((await h.get('/api/v3/benefits/99999')).code).toBe(Codes.NOT_FOUND);
});

test('virtual card: issued at once, whole code on the order, masked in the list, a card in the voucher zone to spend in parts', async () => {
  const id = await product(h, { price: 500, stock: 3, virtual_kind: 'card', name: '测试储值卡' });
  const m = await member(h, 800);
  const r = await redeem(m.token, id, 500);
  expect(r.code).toBe(Codes.OK);
  expect(r.data.gold).toBe(300);
  const order = r.data.order;
  expect(order).toMatchObject({ state: 1, paid: 500, destination: '卡券专区', name: '测试储值卡' });
  expect(order.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  expect(order.events.map((e: any) => e.state)).toEqual([1]);

  const list = await h.get('/api/v1/exchange/orders', m.token);
  expect(list.data.list[0].code).toBe(`****-****-****-${order.code.slice(-4)}`);
  expect((await h.get(`/api/v1/exchange/orders/${order.id}`, m.token)).data.code).toBe(order.code);
  const stranger = await member(h, 0);
  expect((await h.get(`/api/v1/exchange/orders/${order.id}`, stranger.token)).code).toBe(Codes.NOT_FOUND);

  const card = await h.get(`/api/v1/benefits/${order.voucherId}`, m.token);
  expect(card.data).toMatchObject({ kind: 'card', state: 0, faceValueFen: 500, balanceFen: 500, orderId: order.id });
  expect(card.data.code).toMatch(/^\*{4}-/);
  expect((await h.post(`/api/v1/benefits/${order.voucherId}`, undefined, m.token)).data).toEqual({ code: order.code });
  expect((await h.post(`/api/v1/benefits/${order.voucherId}`, undefined, stranger.token)).code).toBe(Codes.NOT_FOUND);

  const useKey = key();
  const spend = { id: order.voucherId, valueFen: 200, key: useKey, note: '京东购物' };
  const [a, b] = await Promise.all([
    h.post('/api/v1/benefits/use/value', spend, m.token),
    h.post('/api/v1/benefits/use/value', spend, m.token),
  ]);
  expect(a.data.balanceFen).toBe(300);
  expect(b.data.balanceFen).toBe(300);
  const over = await h.post('/api/v1/benefits/use/value', { id: order.voucherId, valueFen: 301, key: key() }, m.token);
  expect(over).toMatchObject({ code: VoucherCodes.VOUCHER_BALANCE, message: '使用金额超过余额 ¥3.00' });
  const check = await h.post(`/api/v1/benefits/check/${order.voucherId}`, undefined, m.token);
  expect(check.data).toMatchObject({ valid: true, balanceFen: 300, message: '可使用，余额 ¥3.00' });
  const usedUp = await h.post('/api/v1/benefits/use', { id: order.voucherId, key: key() }, m.token);
  expect(usedUp.data).toMatchObject({ state: 1, balanceFen: 0 });
  expect(usedUp.data.uses.map((u: any) => u.valueFen)).toEqual([200, 300]);
  expect((await h.post('/api/v1/benefits/use/value', { id: order.voucherId, valueFen: 1, key: key() }, m.token)).code).toBe(
    VoucherCodes.VOUCHER_STATE,
  );
});

test('top-up: issued to the number given, or failed with the gold back in the same answer', async () => {
  const id = await product(h, { price: 300, stock: 5, virtual_kind: 'topup' });
  const m = await member(h, 1000);
  expect((await redeem(m.token, id, 300)).code).toBe(DeliveryCodes.CONSIGNEE_REQUIRED);
  const ok = await redeem(m.token, id, 300, { mobile: '13912345678' });
  expect(ok.data.order).toMatchObject({ state: 1, destination: '充值号码 139****5678' });
  const failed = await redeem(m.token, id, 300, { mobile: '17012345678' });
  expect(failed.code).toBe(Codes.OK);
  expect(failed.data.order.state).toBe(5);
  expect(failed.data.order.note).toContain('金币已退回');
  expect(failed.data.gold).toBe(700);
  expect(await goldOf(h, m.id)).toBe(700);
  expect(await stockOf(h, id)).toEqual({ stock: 4, exchanged: 1 });
  expect((await redeem(m.token, id, 300, { mobile: '1234' })).code).toBe(Codes.INVALID_PARAMS);
});

test('cash needs a verified identity and a same-name Alipay account, then waits for review and is paid', async () => {
  const cash = (await h.get('/api/v3/benefits?type=1')).data.list.find((b: any) => b.price === 1000);
  const m = await member(h, 5000);
  expect(await redeem(m.token, cash.id, 1000)).toMatchObject({
    code: DeliveryCodes.IDENTITY_REQUIRED,
    message: '现金兑换需先完成实名认证',
  });
  expect((await h.post('/api/v1/users/alipay', { account: '13912345678', name: '王小明' }, m.token)).code).toBe(
    DeliveryCodes.IDENTITY_REQUIRED,
  );

  const id = idNumber();
  const v = await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: id }, m.token);
  expect(v.data).toMatchObject({ verified: true, name: '**明', idNumber: `310***********${id.slice(-4)}` });
  expect(JSON.stringify(await h.get('/api/v1/users/id-verify', m.token))).not.toContain(id.slice(3, 14));
  expect(await redeem(m.token, cash.id, 1000)).toMatchObject({ code: DeliveryCodes.ALIPAY_REQUIRED });
  expect((await h.post('/api/v1/users/alipay', { account: '13912345678', name: '王大明' }, m.token)).code).toBe(
    DeliveryCodes.ALIPAY_NAME_MISMATCH,
  );
  const bad = await h.post('/api/v1/users/alipay', { account: 'not-an-account', name: '王小明' }, m.token);
  expect(bad).toMatchObject({ code: Codes.INVALID_PARAMS, message: expect.stringContaining('支付宝账号') });
  const alipay = await h.post('/api/v1/users/alipay', { account: 'Wang.XM@Example.com', name: '王小明' }, m.token);
  expect(alipay.data).toMatchObject({ account: 'w***@example.com', name: '**明' });

  const r = await redeem(m.token, cash.id, 1000);
  expect(r.data.order).toMatchObject({ state: 0, destination: '支付宝 w***@example.com（**明）', paid: 1000 });
  expect(r.data.gold).toBe(4000);
  const orderId = r.data.order.id;
  expect((await operate(orderId, 'approve')).data).toMatchObject({ state: 2, destination: '支付宝 wang.xm@example.com（王小明）' });
  expect((await operate(orderId, 'reject', { reason: '测试' })).code).toBe(ExchangeCodes.ORDER_STATE);
  const paid = await operate(orderId, 'issue');
  expect(paid.data).toMatchObject({ state: 1, note: '已打款到支付宝' });
  expect(paid.data.events.map((e: any) => e.state)).toEqual([0, 2, 1]);
  expect((await operate(orderId, 'revoke', { reason: '测试' })).code).toBe(ExchangeCodes.ORDER_STATE);
  expect(await goldOf(h, m.id)).toBe(4000);
});

test('identity: checksum, date, one ID number per account, no change once verified', async () => {
  const m = await member(h, 0);
  const good = idNumber();
  const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
  expect(await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: wrongCheck }, m.token)).toMatchObject({
    code: Codes.INVALID_PARAMS,
    message: '身份证号校验码不正确，请核对',
  });
  expect((await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: idNumber('20261399') }, m.token)).message).toBe(
    '身份证号的出生日期不正确',
  );
  expect((await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: '12345' }, m.token)).message).toContain('身份证号');
  expect((await h.post('/api/v2/users/id-verfiy', { name: 'Tom', idNumber: good }, m.token)).message).toContain('真实姓名');
  expect((await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: good }, m.token)).code).toBe(Codes.OK);
  expect((await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: good }, m.token)).code).toBe(Codes.OK);
  expect((await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: idNumber() }, m.token)).code).toBe(
    DeliveryCodes.ID_ALREADY_VERIFIED,
  );
  const other = await member(h, 0);
  expect((await h.post('/api/v2/users/id-verfiy', { name: '王小明', idNumber: good.toLowerCase() }, other.token)).code).toBe(
    DeliveryCodes.ID_TAKEN,
  );
  expect((await h.get('/api/v1/users/id-verify', other.token)).data).toEqual({
    verified: false,
    name: '',
    idNumber: '',
    verifiedAt: null,
    auditStatus: null,
    auditReason: '',
  });
});

test('identity review: valid, under review and refused (with the reason) are served; a refused identity is submitted again', async () => {
  const state = async (mobile: string) => (await h.get('/api/v1/users/id-verify', (await h.loginDemo(mobile)).token)).data;
  expect(await state('13800138000')).toMatchObject({ verified: true, name: '**燕', auditStatus: 1, auditReason: '' });
  expect(await state('13900139000')).toEqual({
    verified: false,
    name: '',
    idNumber: '',
    verifiedAt: null,
    auditStatus: 0,
    auditReason: '',
  });
  expect(await state('13700137000')).toMatchObject({
    verified: false,
    auditStatus: 2,
    auditReason: '姓名与身份证号不一致，请核对后重新提交',
  });

  const pending = (await h.loginDemo('13900139000')).token;
  expect(await h.post('/api/v2/users/id-verfiy', { name: '王丽华', idNumber: idNumber() }, pending)).toMatchObject({
    code: DeliveryCodes.ID_ALREADY_VERIFIED,
    message: '实名认证审核中，请等待审核结果',
  });
  const refused = (await h.loginDemo('13700137000')).token;
  expect((await h.post('/api/v2/users/id-verfiy', { name: '李文', idNumber: idNumber() }, refused)).data).toMatchObject({ verified: true });
  expect((await h.get('/api/v1/users/id-verify', refused)).data).toMatchObject({
    verified: true,
    name: '*文',
    auditStatus: 1,
    auditReason: '',
  });
});

test('physical: an address from the region table, pending review, rejected with a refund of gold, stock and coupon', async () => {
  const id = await product(h, { price: 3000, stock: 2, type: 3, per_member_limit: 1 });
  const m = await member(h, 5000);
  expect(await redeem(m.token, id, 3000)).toMatchObject({ code: DeliveryCodes.CONSIGNEE_REQUIRED, message: '请先填写收货地址' });
  expect((await h.post('/api/v1/users/consignee', { ...ADDRESS, cityId: 3301 }, m.token)).message).toBe('所选城市不属于该省份');
  expect((await h.post('/api/v1/users/consignee', { ...ADDRESS, districtId: 110101 }, m.token)).message).toBe('所选区县不属于该城市');
  expect((await h.post('/api/v1/users/consignee', { ...ADDRESS, mobile: '1391234' }, m.token)).message).toContain('收货手机号');
  expect((await h.post('/api/v1/users/consignee', { ...ADDRESS, address: '    ' + '    ' }, m.token)).message).toBe(
    '详细地址长度应为5-120位',
  );
  const saved = await h.post('/api/v1/users/consignee', ADDRESS, m.token);
  expect(saved.data).toMatchObject({ province: '上海', city: '上海市', district: '浦东新区', mobile: '13912345678' });

  const coupon = await h.db.sql
    .insertInto('vouchers')
    .values({
      member_id: m.id,
      kind: 'coupon',
      title: '立减 500',
      deduction: 500,
      threshold: 1000,
      exchange_type: 3,
      expires_at: h.clock.now() + 86_400_000,
      created_at: h.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const allowed = await h.post(`/api/v1/benefits/allow/${id}`, undefined, m.token);
  expect(allowed.data).toEqual([
    expect.objectContaining({ deduction: 500, payable: 2500, voucher: expect.objectContaining({ id: coupon.id }) }),
  ]);
  const r = await redeem(m.token, id, 3000, { voucherId: coupon.id });
  expect(r.data.order).toMatchObject({
    state: 0,
    price: 3000,
    deduction: 500,
    paid: 2500,
    destination: '**明 139****5678 上海 上海市 浦东新区 张江路 10******',
  });
  expect(r.data.gold).toBe(2500);
  expect((await redeem(m.token, id, 3000)).code).toBe(ExchangeCodes.OVER_LIMIT);
  expect((await h.post(`/api/v1/benefits/allow/${id}`, undefined, m.token)).data).toEqual([]);

  expect((await operate(r.data.order.id, 'reject')).message).toBe('请填写原因');
  const rejected = await operate(r.data.order.id, 'reject', { reason: '地址不在配送范围' });
  expect(rejected.data).toMatchObject({ state: 4, note: '审核未通过：地址不在配送范围，2,500 金币已退回' });
  expect(await goldOf(h, m.id)).toBe(5000);
  expect(await stockOf(h, id)).toEqual({ stock: 2, exchanged: 0 });
  const ledger = await h.db.sql
    .selectFrom('gold_records')
    .select(['change', 'reason'])
    .where('member_id', '=', m.id)
    .orderBy('id')
    .execute();
  expect(ledger.slice(-2)).toEqual([
    { change: -2500, reason: expect.stringContaining('兑换「') },
    { change: 2500, reason: expect.stringMatching(/^兑换退回「.*」（已驳回）$/) },
  ]);
  expect((await h.get(`/api/v1/benefits/${coupon.id}`, m.token)).data.state).toBe(0);
  // A rejected order no longer counts toward the limit.
  const again = await redeem(m.token, id, 3000);
  expect(again.data.order.state).toBe(0);
  const shipped = await operate(again.data.order.id, 'issue', { tracking: 'SF1234567890' });
  expect(shipped.data).toMatchObject({ state: 1, tracking: 'SF1234567890', note: '已发货，物流单号 SF1234567890' });
  const messages = await h.get('/api/v1/messages?page=1&size=5', m.token);
  expect(messages.data.list.map((x: any) => x.title)).toEqual(expect.arrayContaining(['兑换已驳回', '兑换已发放']));
  expect(await ledgerMismatches(h)).toEqual([]);
});

test('revoke and fail return the gold once; a second refund is refused', async () => {
  const id = await product(h, { price: 400, stock: 5, type: 3 });
  const m = await member(h, 1000);
  await h.post('/api/v1/users/consignee', ADDRESS, m.token);
  const a = (await redeem(m.token, id, 400)).data.order.id;
  const b = (await redeem(m.token, id, 400)).data.order.id;
  expect(await goldOf(h, m.id)).toBe(200);
  await operate(a, 'approve');
  expect((await operate(a, 'fail', { reason: '快递揽收失败' })).data.state).toBe(5);
  const [x, y] = await Promise.all([operate(b, 'revoke', { reason: '会员申请取消' }), operate(b, 'revoke', { reason: '会员申请取消' })]);
  expect([x.code, y.code].sort()).toEqual([Codes.OK, ExchangeCodes.ORDER_STATE]);
  expect(await goldOf(h, m.id)).toBe(1000);
  expect((await operate(99999, 'issue')).code).toBe(Codes.NOT_FOUND);
  expect(await ledgerMismatches(h)).toEqual([]);
});

test('refusals: withdrawn meanwhile, sold out, price changed, coupon not usable — nothing charged', async () => {
  const id = await product(h, { price: 100, stock: 1 });
  const m = await member(h, 1000);
  await h.db.sql.updateTable('benefits').set({ on_sale: false }).where('id', '=', id).execute();
  expect(await redeem(m.token, id, 100)).toMatchObject({ code: ExchangeCodes.WITHDRAWN, message: '该商品已下架' });
  await h.db.sql.updateTable('benefits').set({ on_sale: true, price: 120 }).where('id', '=', id).execute();
  expect(await redeem(m.token, id, 100)).toMatchObject({
    code: ExchangeCodes.PRICE_CHANGED,
    message: '商品价格已变为 120 金币，请确认后重新兑换',
  });
  const other = await member(h, 0);
  const [voucher] = await h.db.sql
    .insertInto('vouchers')
    .values({
      member_id: other.id,
      kind: 'coupon',
      title: '别人的券',
      deduction: 50,
      expires_at: h.clock.now() + 1e9,
      created_at: h.clock.now(),
    })
    .returning('id')
    .execute();
  expect((await redeem(m.token, id, 120, { voucherId: voucher.id })).code).toBe(VoucherCodes.VOUCHER_UNUSABLE);
  expect((await redeem(m.token, id, 120)).code).toBe(Codes.OK);
  expect(await redeem(m.token, id, 120)).toMatchObject({ code: ExchangeCodes.SOLD_OUT, message: '商品已兑完' });
  expect(await goldOf(h, m.id)).toBe(880);
  expect((await redeem(m.token, 99999, 1)).code).toBe(Codes.NOT_FOUND);
  expect((await h.post('/api/v1/exchange/orders', { benefitId: id, price: 120, key: 'short' }, m.token)).message).toContain('请求标识');
  expect((await h.post('/api/v1/exchange/orders', { benefitId: id, price: 120, key: key() })).code).toBe(Codes.UNAUTHORIZED);
});

test('exchange-info pre-fills balance, identity, Alipay, address and what the member already redeemed', async () => {
  const demo = await h.loginDemo();
  const info = await h.get('/api/v1/users/exchange-info?benefitId=1', demo.token);
  expect(info.data).toMatchObject({
    identity: { verified: true, name: '**燕', idNumber: '310***********2426' },
    alipay: { account: '138****8000', name: '**燕' },
    consignee: { name: '陈晓燕', province: '上海', district: '浦东新区' },
    mobile: '138****8000',
    redeemed: 1,
  });
  expect(info.data.gold).toBe((await h.get('/api/v1/users/account', demo.token)).data.gold);
  const provinces = await h.get('/api/v1/jd/cities');
  expect(provinces.data[0]).toEqual({ id: 11, name: '北京', leaf: false });
  expect((await h.get('/api/v1/jd/cities?parentId=3101')).data.map((r: any) => r.name)).toContain('浦东新区');
  expect((await h.get('/api/v1/jd/cities?parentId=310115')).data).toEqual([]);
  const records = await h.get('/api/v1/exchange/orders?state=4', demo.token);
  expect(records.data.list.map((o: any) => o.name)).toEqual(['小米充电宝 10000mAh']);
  const vouchers = await h.get('/api/v1/benefits', demo.token);
  expect(vouchers.data.counts).toEqual({ usable: 3, used: 0, expired: 1 });
  expect((await h.get('/api/v1/benefits?state=2', demo.token)).data.list.map((v: any) => v.title)).toEqual(['新人专享减 100 金币']);
});
