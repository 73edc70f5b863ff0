import type { FastifyInstance } from 'fastify';
import { getGiftBoxes, getLottery, getLotteryDraws, postGiftBoxOpen, postLotteryDraw } from '@survey/contract';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { paging } from '../../lib/paging';
import { authenticate, authMember } from '../../auth/authenticate';
import { listBoxes, openBox } from '../../campaigns/gift-boxes';
import { LOTTERY_COST, LOTTERY_DAILY_LIMIT, draw, drawView, listDraws, lotteryToday } from '../../campaigns/lottery';

/** The gold mechanics: lottery draws and festival gift boxes. */
export function registerLotteryRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, getLottery, async (req) => {
    const member = await authMember(ctx, req);
    const { prizes, drawsToday } = await lotteryToday(db, ctx, member.id);
    return {
      prizes: prizes.map((p) => ({ id: p.id, name: p.name, gold: p.gold, available: p.stock === null || p.stock > 0 })),
      cost: LOTTERY_COST,
      dailyLimit: LOTTERY_DAILY_LIMIT,
      drawsToday,
      gold: member.gold,
    };
  });

  route(api, postLotteryDraw, async (req) => draw(ctx, await authenticate(ctx, req), req.body.key));

  route(api, getLotteryDraws, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    const { rows, total } = await listDraws(db, memberId, size, offset);
    return { list: rows.map(drawView), total, page, size };
  });

  route(api, getGiftBoxes, async (req) => listBoxes(ctx, req.query.campaign, await authenticate(ctx, req)));

  route(api, postGiftBoxOpen, async (req) => openBox(ctx, await authenticate(ctx, req), req.params.id));
}
