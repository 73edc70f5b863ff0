// The rights /home/credit shows are the rights the exchange prices with: 白银会员's 兑换 95 折 lowers
// what the confirmation shows, what the redeem charges, the order and its ledger row; a member without
// the right pays the full price; a coupon comes off the discounted price; a changed price is refused.
import { ExchangeCodes } from '../src/exchange/errors';
import { type Harness, start } from './helpers';
import { key } from './exchange-helpers';

let h: Harness;
let demo: { token: string; user: { id: number } };
beforeAll(async () => {
  h = await start();
  demo = await h.loginDemo();
});
afterAll(async () => {
  await h?.close();
});

const benefitId = async (name: string) =>
  (await h.db.sql.selectFrom('benefits').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const gold = async () => (await h.get('/api/v1/users/account', demo.token)).data.gold as number;
const ledgerRow = async (orderId: number) =>
  h.db.sql.selectFrom('gold_records').select(['change', 'reason']).where('ref', '=', `exchange:${orderId}`).executeTakeFirstOrThrow();
const setCredit = (credit: number) => h.db.query('UPDATE members SET credit = $1 WHERE id = $2', [credit, demo.user.id]);

test('/home/credit unlocks 兑换 95 折 for the demo member (白银会员, 权益值 86)', async () => {
  const credit = await h.get('/api/v1/users/credit', demo.token);
  expect(credit.data).toMatchObject({ credit: 86, tier: { name: '白银会员' } });
  expect(credit.data.rights).toContainEqual(expect.objectContaining({ title: '兑换 95 折', unlocked: true }));
});

// 高价值任务优先推荐, 兑换审核加急 and 专属客服 were listed for higher tiers, and nothing applied them.
test('/home/credit lists only rights the API applies: every task for all, 95折 priced by the exchange', async () => {
  await setCredit(600);
  const credit = await h.get('/api/v1/users/credit', demo.token);
  await setCredit(86);
  expect(credit.data.tier.name).toBe('钻石会员');
  expect(credit.data.rights.map((r: { title: string; unlocked: boolean }) => [r.title, r.unlocked])).toEqual([
    ['参与全部公开任务', true],
    ['兑换 95 折', true],
  ]);
});

test('with the 95折 right, 支付宝提现 10元 (1,000) is shown and charged 950; the order and its ledger row say so', async () => {
  const id = await benefitId('支付宝提现 10元');
  const info = await h.get(`/api/v1/users/exchange-info?benefitId=${id}`, demo.token);
  expect(info.data.memberPrice).toEqual({ price: 1000, memberDiscount: 50, right: '白银会员 · 兑换 95 折', payable: 950 });
  const before = await gold();
  const r = await h.post('/api/v1/exchange/orders', { benefitId: id, key: key(), price: 1000, paid: 950 }, demo.token);
  expect(r.code).toBe(200);
  expect(r.data.order).toMatchObject({ price: 1000, memberDiscount: 50, deduction: 0, paid: 950 });
  expect(r.data.gold).toBe(before - 950);
  expect(await gold()).toBe(before - 950);
  expect((await ledgerRow(r.data.order.id)).change).toBe(-950);
  const row = await h.db.sql
    .selectFrom('exchange_orders')
    .select(['member_discount', 'paid'])
    .where('id', '=', r.data.order.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ member_discount: 50, paid: 950 });
  const listed = await h.get('/api/v1/exchange/orders', demo.token);
  expect(listed.data.list.find((o: { id: number }) => o.id === r.data.order.id)).toMatchObject({ memberDiscount: 50, paid: 950 });
});

test('a coupon comes off the discounted price: 支付宝提现 30元 with 满 2,000 减 200 costs 3,000 − 150 − 200', async () => {
  const id = await benefitId('支付宝提现 30元');
  const allowed = await h.post(`/api/v1/benefits/allow/${id}`, {}, demo.token);
  const coupon = allowed.data.find((a: { voucher: { title: string } }) => a.voucher.title === '满 2,000 减 200 金币');
  expect(coupon).toMatchObject({ deduction: 200, payable: 2650 });
  const before = await gold();
  const r = await h.post('/api/v1/exchange/orders', { benefitId: id, key: key(), price: 3000, voucherId: coupon.voucher.id }, demo.token);
  expect(r.data.order).toMatchObject({ price: 3000, memberDiscount: 150, deduction: 200, paid: 2650 });
  expect(await gold()).toBe(before - 2650);
  expect((await ledgerRow(r.data.order.id)).change).toBe(-2650);
});

test('a member without the right (普通会员) is shown and charged the full 1,000', async () => {
  await setCredit(49);
  try {
    const id = await benefitId('支付宝提现 10元');
    const info = await h.get(`/api/v1/users/exchange-info?benefitId=${id}`, demo.token);
    expect(info.data.memberPrice).toEqual({ price: 1000, memberDiscount: 0, right: null, payable: 1000 });
    const before = await gold();
    const r = await h.post('/api/v1/exchange/orders', { benefitId: id, key: key(), price: 1000, paid: 1000 }, demo.token);
    expect(r.data.order).toMatchObject({ memberDiscount: 0, paid: 1000 });
    expect(await gold()).toBe(before - 1000);
    expect((await ledgerRow(r.data.order.id)).change).toBe(-1000);
  } finally {
    await setCredit(86);
  }
});

test('a confirmed amount that is no longer the price is refused and changes nothing', async () => {
  const id = await benefitId('支付宝提现 10元');
  const before = await gold();
  const orders = await h.count('exchange_orders');
  const r = await h.post('/api/v1/exchange/orders', { benefitId: id, key: key(), price: 1000, paid: 1000 }, demo.token);
  expect(r.code).toBe(ExchangeCodes.PRICE_CHANGED);
  expect(r.message).toBe('实付已变为 950 金币，请确认后重新兑换');
  expect(await gold()).toBe(before);
  expect(await h.count('exchange_orders')).toBe(orders);
});
