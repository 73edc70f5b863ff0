import type { FastifyInstance } from 'fastify';
import { getGiftBoxes, getLottery, getLotteryDraws, postGiftBoxOpen, postLotteryDraw } from '@survey/contract';
import type { Ctx } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { authenticate, authMember } from '../../auth/authenticate';
import { cstDay } from '../../campaigns/frame';
import { listBoxes, openBox } from '../../campaigns/gift-boxes';
import { LOTTERY_COST, LOTTERY_DAILY_LIMIT, draw, drawView } from '../../campaigns/lottery';

/** The gold mechanics: lottery draws and festival gift boxes. */
export function registerLotteryRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getLottery, async (req) => {
    const member = await authMember(ctx, req);
    const prizes = await db.sql.selectFrom('lottery_prizes').selectAll().orderBy('sort').orderBy('id').execute();
    const { n } = await db.sql
      .selectFrom('lottery_draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', member.id)
      .where('day', '=', cstDay(ctx.now()))
      .executeTakeFirstOrThrow();
    return {
      prizes: prizes.map((p) => ({ id: p.id, name: p.name, gold: p.gold, available: p.stock === null || p.stock > 0 })),
      cost: LOTTERY_COST,
      dailyLimit: LOTTERY_DAILY_LIMIT,
      drawsToday: Number(n),
      gold: member.gold,
    };
  });

  route(api, postLotteryDraw, async (req) => draw(ctx, await authenticate(ctx, req), req.body.key));

  route(api, getLotteryDraws, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const mine = db.sql.selectFrom('lottery_draws').where('member_id', '=', memberId);
    const rows = await mine.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: rows.map(drawView), total: Number(n), page, size };
  });

  route(api, getGiftBoxes, async (req) => listBoxes(ctx, req.query.campaign, await authenticate(ctx, req)));

  route(api, postGiftBoxOpen, async (req) => openBox(ctx, await authenticate(ctx, req), req.params.id));
}
