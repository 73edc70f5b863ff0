import type { FastifyInstance } from 'fastify';
import { getExchangeOrder, getExchangeOrders, postExchangeOrder } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { orderDetail, toOrder } from '../../exchange/order-view';
import { redeem } from '../../exchange/redeem';
import { listOrders, memberOrder } from '../../exchange/orders';

/** Redeeming and the member's exchange records. */
export function registerOrderRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, postExchangeOrder, async (req, me) => redeem(ctx, me.id, req.body));

  route(api, ctx, getExchangeOrders, async (req, me) => {
    const memberId = me.id;
    const { state } = req.query;
    const { page, size, offset } = paging(req.query);
    const { rows, total: n } = await listOrders(db, memberId, state, size, offset);
    return { list: rows.map((o) => toOrder(o)), total: n, page, size };
  });

  route(api, ctx, getExchangeOrder, async (req, me) => {
    const memberId = me.id;
    const o = await memberOrder(db, memberId, req.params.id);
    if (!o) throw new BusinessError(Codes.NOT_FOUND, '兑换记录不存在');
    return orderDetail(db, o, true);
  });
}
