import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getEvents } from '@survey/contract';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { authenticate, bearerToken } from '../../auth/authenticate';
import { campaignView, listCampaigns } from '../../campaigns/frame';

/** The signed-in member on a public page, or null for a visitor (an expired token reads as a visitor there). */
export async function optionalMemberId(ctx: ApiContext, req: FastifyRequest): Promise<number | null> {
  if (!bearerToken(req)) return null;
  return authenticate(ctx, req).catch(() => null);
}

export function registerEventRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, getEvents, async (req) => {
    const { key } = req.query;
    const rows = await listCampaigns(ctx.db, key);
    return rows.map((c) => campaignView(c, ctx.now()));
  });
}
