import type { FastifyInstance } from 'fastify';
import { getDevOrders, postDevOrder } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { operateOrder, operatorOrders } from '../../exchange/fulfilment';

/** Demo mode only: the operator's order review over HTTP (what `pnpm --filter @survey/api orders` uses while the demo API runs). */
export function registerOperatorDevRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, ctx, getDevOrders, async (req) => {
    const { page, size, offset } = paging(req.query);
    return { ...(await operatorOrders(ctx, req.query.state, size, offset)), page, size };
  });

  route(api, ctx, postDevOrder, async (req) => operateOrder(ctx, req.params.id, req.params.action, req.body ?? {}));
}
