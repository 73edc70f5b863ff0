// The lottery: a draw costs gold; a prize is picked on the server by weight among those in stock; the
// debit, the stock, the prize's gold and the record are one transaction.
import { randomInt } from 'node:crypto';
import type { DrawResult, LotteryDraw } from '@survey/contract';
import type { Selectable } from 'kysely';
import { BusinessError, Codes, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { LotteryDrawsTable } from '../db/schema';
import { addGold } from '../earnings/gold';
import { cstDay, pickWeighted, runningCampaign } from './frame';
import { formatGold } from '../lib/gold';

export const LOTTERY_COST = 100;
export const LOTTERY_DAILY_LIMIT = 10;

export const drawView = (d: Selectable<LotteryDrawsTable>): LotteryDraw => ({
  id: d.id,
  prizeId: d.prize_id,
  prizeName: d.prize_name,
  cost: d.cost,
  gold: d.gold,
  createdAt: d.created_at,
});

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

async function existingDraw(q: Queryable, memberId: number, key: string): Promise<DrawResult | undefined> {
  const d = await q.sql
    .selectFrom('lottery_draws')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!d) return undefined;
  const m = await q.sql.selectFrom('members').select('gold').where('id', '=', memberId).executeTakeFirstOrThrow();
  return { draw: drawView(d), gold: m.gold };
}

export async function draw(ctx: ApiContext, memberId: number, key: string): Promise<DrawResult> {
  const { db } = ctx;
  const again = await existingDraw(db, memberId, key);
  if (again) return again;
  try {
    return await db.tx(async (q) => {
      await runningCampaign(q, ctx, 'lottery');
      const now = ctx.now();
      const day = cstDay(now);
      // The debit first: it locks the member's row, so this member's draws queue here and the count
      // below sees every draw committed before.
      let gold = await addGold(q, ctx, memberId, -LOTTERY_COST, '幸运抽奖', { ref: `lottery:${key}` });
      const { n } = await q.sql
        .selectFrom('lottery_draws')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      if (Number(n) >= LOTTERY_DAILY_LIMIT) throw invalid(`今日抽奖次数已用完（每天 ${LOTTERY_DAILY_LIMIT} 次），明天再来吧`);
      // Locks the prizes: two members' draws cannot both take the last one in stock.
      const prizes = await q.sql
        .selectFrom('lottery_prizes')
        .selectAll()
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
        .orderBy('id')
        .forUpdate()
        .execute();
      if (prizes.length === 0) throw invalid('奖品已抽完，活动暂停');
      const prize = pickWeighted(prizes, randomInt);
      if (prize.stock !== null)
        await q.sql
          .updateTable('lottery_prizes')
          .set({ stock: prize.stock - 1 })
          .where('id', '=', prize.id)
          .execute();
      const d = await q.sql
        .insertInto('lottery_draws')
        .values({
          member_id: memberId,
          idem_key: key,
          prize_id: prize.id,
          prize_name: prize.name,
          cost: LOTTERY_COST,
          gold: prize.gold,
          day,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (prize.gold > 0)
        gold = await addGold(q, ctx, memberId, prize.gold, `幸运抽奖中奖：${prize.name}`, { ref: `lottery-prize:${d.id}` });
      return { draw: drawView(d), gold };
    });
  } catch (e) {
    // The same key twice at once: the one that lost the race answers with the draw the other made.
    if (isUniqueViolation(e)) {
      const done = await existingDraw(db, memberId, key);
      if (done) return done;
    }
    if (e instanceof BusinessError && e.code === Codes.INSUFFICIENT)
      throw new BusinessError(Codes.INSUFFICIENT, `金币不足，每次抽奖需要 ${formatGold(LOTTERY_COST)}`);
    throw e;
  }
}

/** The prizes in their order, and how many draws the member made today. */
export async function lotteryToday(q: Queryable, ctx: ApiContext, memberId: number) {
  const prizes = await q.sql.selectFrom('lottery_prizes').selectAll().orderBy('sort').orderBy('id').execute();
  const { n } = await q.sql
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('day', '=', cstDay(ctx.now()))
    .executeTakeFirstOrThrow();
  return { prizes, drawsToday: Number(n) };
}

/** A page of the member's draws, newest first, with their total. */
export async function listDraws(q: Queryable, memberId: number, size: number, offset: number) {
  const mine = q.sql.selectFrom('lottery_draws').where('member_id', '=', memberId);
  const rows = await mine.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
