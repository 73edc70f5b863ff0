import type { FastifyInstance } from 'fastify';
import { getExchangeOrder, getExchangeOrders, postExchangeOrder } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { authenticate } from '../../auth/authenticate';
import { orderDetail, toOrder } from '../../exchange/order-view';
import { redeem } from '../../exchange/redeem';
import { listOrders, memberOrder } from '../../exchange/orders';

/** Redeeming and the member's exchange records. */
export function registerOrderRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, postExchangeOrder, async (req) => redeem(ctx, await authenticate(ctx, req), req.body));

  route(api, getExchangeOrders, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { state } = req.query;
    const { page, size, offset } = paging(req.query);
    const { rows, total: n } = await listOrders(db, memberId, state, size, offset);
    return { list: rows.map((o) => toOrder(o)), total: n, page, size };
  });

  route(api, getExchangeOrder, async (req) => {
    const memberId = await authenticate(ctx, req);
    const o = await memberOrder(db, memberId, req.params.id);
    if (!o) throw new BusinessError(Codes.NOT_FOUND, '兑换记录不存在');
    return orderDetail(db, o, true);
  });
}
