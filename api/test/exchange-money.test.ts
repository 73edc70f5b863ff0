// Redeeming never overspends: parallel redeems, idempotency keys, and a ledger that sums to the balance.
import { Codes } from '../src/codes';
import { ExchangeCodes } from '../src/exchange/errors';
import { type Harness, start } from './helpers';
import { goldOf, key, ledgerMismatches, member, product, stockOf } from './exchange-helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const redeem = (token: string, benefitId: number, price: number, k = key(), extra: object = {}) =>
  h.post('/api/v1/exchange/orders', { benefitId, price, key: k, ...extra }, token);

test('50 members redeem an item with stock 5 at once: exactly 5 orders, stock 0, the others keep their coins', async () => {
  const id = await product(h, { price: 300, stock: 5 });
  const members = await Promise.all(Array.from({ length: 50 }, () => member(h, 1000)));
  const answers = await Promise.all(members.map((m) => redeem(m.token, id, 300)));

  const won = answers.filter((a) => a.code === Codes.OK);
  expect(won).toHaveLength(5);
  expect(answers.filter((a) => a.code === ExchangeCodes.SOLD_OUT)).toHaveLength(45);
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(await stockOf(h, id)).toEqual({ stock: 0, exchanged: 5 });
  const orders = await h.db.sql.selectFrom('exchange_orders').select(['member_id', 'paid', 'state']).where('benefit_id', '=', id).execute();
  expect(orders).toHaveLength(5);
  expect(orders.every((o) => o.paid === 300 && o.state === 1)).toBe(true);
  const golds = await Promise.all(members.map((m) => goldOf(h, m.id)));
  expect(golds.filter((g) => g === 700)).toHaveLength(5);
  expect(golds.filter((g) => g === 1000)).toHaveLength(45);
  expect(won.every((a) => a.data.gold === 700)).toBe(true);
  expect(await ledgerMismatches(h)).toEqual([]);
});

test('a member with 1,000 coins sends 10 redeems of a 300-coin item at once: 3 orders, 100 coins left', async () => {
  const id = await product(h, { price: 300, stock: 100 });
  const m = await member(h, 1000);
  const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(m.token, id, 300)));
  expect(answers.filter((a) => a.code === Codes.OK)).toHaveLength(3);
  const refused = answers.filter((a) => a.code !== Codes.OK);
  expect(refused).toHaveLength(7);
  expect(refused.every((a) => a.code === Codes.INSUFFICIENT && /金币不足/.test(a.message))).toBe(true);
  expect(await goldOf(h, m.id)).toBe(100);
  expect(await stockOf(h, id)).toEqual({ stock: 97, exchanged: 3 });
  const ledger = await h.db.sql.selectFrom('gold_records').select(['change']).where('member_id', '=', m.id).orderBy('id').execute();
  expect(ledger.map((r) => r.change)).toEqual([1000, -300, -300, -300]);
  expect(await ledgerMismatches(h)).toEqual([]);
});

test('one idempotency key is one order, whether the retries come together or one after another', async () => {
  const id = await product(h, { price: 100, stock: 10 });
  const m = await member(h, 1000);
  const k = key();
  const together = await Promise.all(Array.from({ length: 5 }, () => redeem(m.token, id, 100, k)));
  const later = await redeem(m.token, id, 100, k);
  const all = [...together, later];
  expect(all.every((a) => a.code === Codes.OK)).toBe(true);
  expect(new Set(all.map((a) => a.data.order.id)).size).toBe(1);
  expect(later.data.gold).toBe(900);
  expect(await goldOf(h, m.id)).toBe(900);
  expect(await stockOf(h, id)).toEqual({ stock: 9, exchanged: 1 });
  const orders = await h.db.sql.selectFrom('exchange_orders').select('id').where('member_id', '=', m.id).execute();
  expect(orders).toHaveLength(1);

  // The same key for another product is a mistake, not a second order.
  const other = await product(h, { price: 100, stock: 10 });
  const reused = await redeem(m.token, other, 100, k);
  expect(reused.code).toBe(ExchangeCodes.KEY_REUSED);
  expect(await goldOf(h, m.id)).toBe(900);
  // Another member may use the same key for their own order.
  const n = await member(h, 500);
  expect((await redeem(n.token, id, 100, k)).code).toBe(Codes.OK);
});

test('the balance never goes negative and a refused redeem changes nothing', async () => {
  const id = await product(h, { price: 300, stock: 10 });
  const m = await member(h, 299);
  const r = await redeem(m.token, id, 300);
  expect(r).toMatchObject({ status: 200, code: Codes.INSUFFICIENT, message: '金币不足：需要 300 金币，当前余额 299 金币' });
  expect(await goldOf(h, m.id)).toBe(299);
  expect(await stockOf(h, id)).toEqual({ stock: 10, exchanged: 0 });
  expect(await h.db.sql.selectFrom('exchange_orders').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
  const negative = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE gold < 0');
  expect(negative[0].n).toBe(0);
});

test('per-member limit holds under parallel redeems and counts only live orders', async () => {
  const id = await product(h, { price: 10, stock: 100, per_member_limit: 2 });
  const m = await member(h, 1000);
  const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(m.token, id, 10)));
  expect(answers.filter((a) => a.code === Codes.OK)).toHaveLength(2);
  const over = answers.filter((a) => a.code === ExchangeCodes.OVER_LIMIT);
  expect(over).toHaveLength(4);
  expect(over[0].message).toBe('每人限兑 2 件，您已兑换 2 件');
  expect(await goldOf(h, m.id)).toBe(980);
});

test('every member’s ledger, the demo members’ included, sums to the balance', async () => {
  const rows = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  expect(rows[0].n).toBeGreaterThan(50);
  expect(await ledgerMismatches(h)).toEqual([]);
});
