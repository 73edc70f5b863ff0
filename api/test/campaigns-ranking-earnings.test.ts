// Issue "Refunds count as earnings": leaderboards and awards count what members earned, not the gold an
// order gave back (a failed top-up refunded at once moved a member from 3,330 to 6,430), and their sums
// are 64-bit (a member's earnings may pass 2^31 while their balance never does).
import type { Ctx } from '../src/context';
import { addGold } from '../src/services';
import { type Harness, start } from './helpers';
import { goldOf, key, member, product } from './exchange-helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const me = async (token: string, period = 'month') => (await h.get(`/api/v1/ranking?period=${period}`, token)).data.me;

test('a failed top-up, refunded at once, does not move the ranking, however often it is repeated', async () => {
  const m = await member(h, 3330);
  const before = { month: await me(m.token), total: await me(m.token, 'total') };
  expect(before.month).toMatchObject({ gold: 3330 });
  const topUp = await product(h, { price: 3100, stock: 5, virtual_kind: 'topup' });
  for (let i = 0; i < 2; i += 1) {
    const failed = await h.post('/api/v1/exchange/orders', { benefitId: topUp, price: 3100, key: key(), mobile: '17012345678' }, m.token);
    expect(failed.data.order).toMatchObject({ state: 5, paid: 3100 });
  }
  expect(await goldOf(h, m.id)).toBe(3330);
  expect({ month: await me(m.token), total: await me(m.token, 'total') }).toEqual(before);
});

test('earnings beyond 2^31 add up exactly in the ranking and the awards', async () => {
  const m = await member(h, 2_000_000_000);
  const ctx = { db: h.db, now: h.clock.now } as Partial<Ctx> as Ctx;
  // Spent and earned again: the balance stays within 32 bits, the earnings do not.
  await h.db.tx(async (q) => {
    await addGold(q, ctx, m.id, -2_000_000_000, '测试扣减');
    await addGold(q, ctx, m.id, 2_000_000_000, '测试发放');
  });
  const ranking = await h.get('/api/v1/ranking?period=month', m.token);
  expect(ranking.code).toBe(200);
  expect(ranking.data.me).toMatchObject({ rank: 1, gold: 4_000_000_000 });
  expect(ranking.data.list[0]).toMatchObject({ rank: 1, gold: 4_000_000_000 });
  expect((await h.get('/api/v1/ranking?period=total', m.token)).data.me).toMatchObject({ rank: 1, gold: 4_000_000_000 });
  // Next month the awards name last month's earners.
  h.clock.advance(40 * 86_400_000);
  const awards = await h.get('/api/v1/appraise');
  expect(awards.code).toBe(200);
  expect(awards.data.winners[0]).toMatchObject({ rank: 1, gold: 4_000_000_000 });
});
