// Issue "Refunds count as earnings": leaderboards and awards count what members earned, not the gold an
// order gave back (a failed top-up refunded at once moved a member from 3,330 to 6,430), and their sums
// are 64-bit (a member's earnings may pass 2^31 while their balance never does).
import type { ApiContext } from '../src/context';
import { migrate } from '../src/db/migrate';
import { addGold } from '../src/earnings/gold';
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
  const ctx = { db: h.db, now: h.clock.now } as Partial<ApiContext> as ApiContext;
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

test('migration 071 tells the rows of a ledger written before it apart', async () => {
  const m = await member(h, 3330);
  const rows = (ref: string | null, change: number, reason: string) =>
    h.db.query('INSERT INTO point_records (member_id, change, reason, balance, ref, created_at) VALUES ($1, $2, $3, 0, $4, $5)', [
      m.id,
      change,
      reason,
      ref,
      h.clock.now(),
    ]);
  // The ledger as it was before the migration (and before 092 renamed it), with rows of every sort in it.
  await h.db.exec('DROP INDEX gold_records_earnings');
  await h.db.exec('ALTER TABLE gold_records DROP CONSTRAINT gold_records_kind');
  await h.db.exec('ALTER TABLE gold_records DROP COLUMN kind');
  await h.db.exec('ALTER INDEX gold_records_member RENAME TO point_records_member');
  await h.db.exec('ALTER INDEX gold_records_ref RENAME TO point_records_ref');
  await h.db.exec('ALTER TABLE gold_records RENAME TO point_records');
  await h.db.query('DELETE FROM schema_migrations WHERE version IN (71, 92)');
  await rows('exchange:9001', -3100, '兑换「话费充值 30元」');
  await rows('exchange-refund:9001', 3100, '兑换退回「话费充值 30元」（发放失败）');
  await rows(null, 500, '兑换退回「旧订单」（已驳回）');
  await rows(null, 700, '账户期初余额');
  expect(await migrate(h.db)).toEqual(['071-point-kinds.sql', '092-one-name-per-concept.sql']);
  const kinds = await h.db.query<{ reason: string; kind: string }>(
    'SELECT reason, kind FROM gold_records WHERE member_id = $1 ORDER BY id',
    [m.id],
  );
  expect(kinds.map((r) => r.kind)).toEqual(['earning', 'spending', 'refund', 'refund', 'opening']);
  expect(await me(m.token)).toMatchObject({ gold: 3330 });
  // The demo member's seeded history holds two refunds too: none of them counts.
  const demo = await h.db.query<{ kind: string }>("SELECT DISTINCT kind FROM gold_records WHERE member_id = 1 AND reason LIKE '兑换退回%'");
  expect(demo).toEqual([{ kind: 'refund' }]);
});
