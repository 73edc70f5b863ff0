import type { FastifyInstance } from 'fastify';
import { getExchangeOrder, getExchangeOrders, postExchangeOrder } from '@survey/contract';
import { route } from '../../http/route';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { paging } from '../../lib/paging';
import { authenticate } from '../../auth/authenticate';
import { orderDetail, toOrder } from '../../exchange/order-view';
import { redeem } from '../../exchange/redeem';

/** Redeeming and the member's exchange records. */
export function registerOrderRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, postExchangeOrder, async (req) => redeem(ctx, await authenticate(ctx, req), req.body));

  route(api, getExchangeOrders, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { state } = req.query;
    const { page, size, offset } = paging(req.query);
    const mine = db.sql
      .selectFrom('exchange_orders')
      .where('member_id', '=', memberId)
      .$if(state !== undefined, (qb) => qb.where('state', '=', state!));
    const rows = await mine.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: rows.map((o) => toOrder(o)), total: n, page, size };
  });

  route(api, getExchangeOrder, async (req) => {
    const memberId = await authenticate(ctx, req);
    const o = await db.sql
      .selectFrom('exchange_orders')
      .selectAll()
      .where('id', '=', req.params.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!o) throw new ApiError(Codes.NOT_FOUND, '兑换记录不存在');
    return orderDetail(db, o, true);
  });
}
