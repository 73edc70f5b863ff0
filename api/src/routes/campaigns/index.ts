import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerEventRoutes } from './events';
import { registerLotteryRoutes } from './lottery';
import { registerQuizRoutes } from './quiz';
import { registerRankingRoutes } from './ranking';
import { registerSignupRoutes } from './signup';

/** Campaigns: the frame (GET /v1/events), their mechanics and the info pages around them. */
export function registerCampaignRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerEventRoutes(api, ctx);
  registerLotteryRoutes(api, ctx);
  registerQuizRoutes(api, ctx);
  registerRankingRoutes(api, ctx);
  registerSignupRoutes(api, ctx);
}
