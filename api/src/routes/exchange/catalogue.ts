import type { FastifyInstance } from 'fastify';
import { getBenefit, getBenefits } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { benefitById, listBenefits, toBenefit, toBenefitDetail } from '../../exchange/catalogue';

/** The catalogue (products on sale) and one product's detail (withdrawn ones too, marked). */
export function registerCatalogueRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getBenefits, async (req) => {
    const { type } = req.query;
    const { page, size, offset } = paging(req.query, 12);
    const { list, total: n } = await listBenefits(db, type, size, offset);
    return { list: list.map(toBenefit), total: n, page, size };
  });

  route(api, ctx, getBenefit, async (req) => {
    const b = await benefitById(db, req.params.id);
    if (!b) throw new BusinessError(Codes.NOT_FOUND, '商品不存在');
    return toBenefitDetail(b);
  });
}
