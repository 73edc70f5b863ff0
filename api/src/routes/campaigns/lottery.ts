import type { FastifyInstance } from 'fastify';
import { getGiftBoxes, getLottery, getLotteryDraws, postGiftBoxOpen, postLotteryDraw } from '@survey/contract';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { listBoxes, openBox } from '../../campaigns/gift-boxes';
import { LOTTERY_COST, LOTTERY_DAILY_LIMIT, draw, drawView, listDraws, lotteryToday } from '../../campaigns/lottery';

/** The gold mechanics: lottery draws and festival gift boxes. */
export function registerLotteryRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getLottery, async (req, me) => {
    const member = await me.member();
    const { prizes, drawsToday } = await lotteryToday(db, ctx, member.id);
    return {
      prizes: prizes.map((p) => ({ id: p.id, name: p.name, gold: p.gold, available: p.stock === null || p.stock > 0 })),
      cost: LOTTERY_COST,
      dailyLimit: LOTTERY_DAILY_LIMIT,
      drawsToday,
      gold: member.gold,
    };
  });

  route(api, ctx, postLotteryDraw, async (req, me) => draw(ctx, me.id, req.body.key));

  route(api, ctx, getLotteryDraws, async (req, me) => {
    const memberId = me.id;
    const { page, size, offset } = paging(req.query);
    const { rows, total } = await listDraws(db, memberId, size, offset);
    return { list: rows.map(drawView), total, page, size };
  });

  route(api, ctx, getGiftBoxes, async (req, me) => listBoxes(ctx, req.query.campaign, me.id));

  route(api, ctx, postGiftBoxOpen, async (req, me) => openBox(ctx, me.id, req.params.id));
}
