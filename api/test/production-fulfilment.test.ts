/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// Production has no way in: without a supplier (production) a virtual order is not issued
// with a made-up card code; it waits for an operator (待发放), who issues the code bought for it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ApiContext } from '../src/context';
import { operateOrder } from '../src/exchange/fulfilment';
import { type Harness, start } from './helpers';
import { goldOf, key, ledgerMismatches, member, product } from './exchange-helpers';

let h: Harness;
beforeAll(async () => {
  h = await start({ demo: false });
});
afterAll(async () => {
  await h?.close();
});

/** Fulfilment reads only the database and the clock (as the `orders` command gives it). */
const operator = () => ({ db: h.db, now: h.clock.now }) as Partial<ApiContext> as ApiContext;
const redeem = (token: string, benefitId: number, price: number, extra: object = {}) =>
  h.post('/api/v1/exchange/orders', { benefitId, price, key: key(), ...extra }, token);
const vouchersOf = (memberId: number) => h.db.sql.selectFrom('vouchers').selectAll().where('member_id', '=', memberId).execute();

test('a virtual card waits for an operator, with no code made up, until issued with the code bought for it', async () => {
  const id = await product(h, { price: 500, stock: 3, virtual_kind: 'card', name: '测试储值卡' });
  const m = await member(h, 800);
  const r = await redeem(m.token, id, 500);
  expect(r.data.order).toMatchObject({ state: 2, code: '', voucherId: null });
  expect(r.data.order.events.map((e: any) => [e.state, e.note])).toEqual([[2, '已提交，等待发放']]);
  expect(r.data.gold).toBe(300);
  expect(await vouchersOf(m.id)).toHaveLength(0);

  const orderId = r.data.order.id;
  await expect(operateOrder(operator(), orderId, 'issue', {})).rejects.toThrow('请填写要发放的卡密');
  const issued = await operateOrder(operator(), orderId, 'issue', { code: ' JD50-7KQ2-M9XD-0001 ' });
  // The operator's answer masks the code like every list; the member's own detail shows it whole.
  expect(issued).toMatchObject({ state: 1, code: '****-****-****-0001', note: '卡密已发放到卡券专区' });
  const [card] = await vouchersOf(m.id);
  expect(card).toMatchObject({ kind: 'card', code: 'JD50-7KQ2-M9XD-0001', face_value_fen: 500, balance_fen: 500, order_id: orderId });
  expect((await h.get(`/api/v1/exchange/orders/${orderId}`, m.token)).data).toMatchObject({
    state: 1,
    code: 'JD50-7KQ2-M9XD-0001',
    voucherId: card.id,
  });
});

test('a top-up waits too and is issued without a code; revoking a waiting one gives the gold back', async () => {
  const id = await product(h, { price: 300, stock: 5, virtual_kind: 'topup' });
  const m = await member(h, 1000);
  const first = await redeem(m.token, id, 300, { mobile: '17012345678' });
  expect(first.data.order).toMatchObject({ state: 2 });
  await expect(operateOrder(operator(), first.data.order.id, 'issue', { code: 'X' })).rejects.toThrow('只有卡券类商品发放时填写卡密');
  expect(await operateOrder(operator(), first.data.order.id, 'issue', {})).toMatchObject({ state: 1, note: '已充值' });

  const second = await redeem(m.token, id, 300, { mobile: '13812345678' });
  expect(second.data.gold).toBe(400);
  await operateOrder(operator(), second.data.order.id, 'revoke', { reason: '供应商缺货' });
  expect(await goldOf(h, m.id)).toBe(700);
  expect(await ledgerMismatches(h)).toEqual([]);
});

test('the orders command issues a virtual order with --code', () => {
  const run = spawnSync(path.join(__dirname, '..', 'node_modules', '.bin', 'tsx'), ['src/cli/orders.ts', 'help'], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  expect(run.stdout).toContain('--code');
});
