import type { FastifyInstance } from 'fastify';
import { getBenefits, getPoints } from '@survey/contract';
import { route } from '../../http/route';
import type { Ctx } from '../../context';
import { paging } from '../../lib/paging';
import { authMember } from '../../services';

/** The exchange catalogue and the member's gold records. */
export function registerCatalogueRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getBenefits, async (req) => {
    const { type } = req.query;
    const { page, size, offset } = paging(req.query, 12);
    const filtered = db.sql.selectFrom('benefits').$if(type !== undefined, (qb) => qb.where('type', '=', type!));
    const list = await filtered.selectAll().orderBy('sort').orderBy('id').limit(size).offset(offset).execute();
    const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return {
      list: list.map((b) => ({
        id: b.id,
        name: b.name,
        type: b.type,
        image: b.image,
        price: b.price,
        marketPrice: b.market_price_fen / 100,
        stock: b.stock,
        exchanged: b.exchanged,
        tags: b.tags ? b.tags.split(',') : [],
      })),
      total: n,
      page,
      size,
    };
  });

  route(api, getPoints, async (req) => {
    const m = await authMember(ctx, req);
    const { size, offset } = paging(req.query);
    const mine = db.sql.selectFrom('point_records').where('member_id', '=', m.id);
    const list = await mine.select(['id', 'change', 'reason', 'created_at']).orderBy('id', 'desc').limit(size).offset(offset).execute();
    const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return {
      balance: m.gold,
      list: list.map((r) => ({ id: r.id, change: r.change, reason: r.reason, createdAt: r.created_at })),
      total: n,
    };
  });
}
