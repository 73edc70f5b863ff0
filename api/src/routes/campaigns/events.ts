import type { FastifyInstance } from 'fastify';
import { getEvents } from '@survey/contract';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { campaignView, listCampaigns } from '../../campaigns/frame';

export function registerEventRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, ctx, getEvents, async (req) => {
    const { key } = req.query;
    const rows = await listCampaigns(ctx.db, key);
    return rows.map((c) => campaignView(c, ctx.now()));
  });
}
