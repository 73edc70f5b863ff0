import type { FastifyInstance } from 'fastify';
import {
  getVoucher,
  getVouchers,
  postVoucherAllow,
  postVoucherCheck,
  postVoucherReveal,
  postVoucherUse,
  postVoucherUseValue,
} from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { allowedVouchers, checkVoucher, getVoucherDetail, listVouchers, revealCode, useCard } from '../../vouchers/vouchers';

/** The voucher zone: the member's cards and coupons. */
export function registerVoucherRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, ctx, getVouchers, async (req, me) => {
    const memberId = me.id;
    const { page, size, offset } = paging(req.query);
    return { ...(await listVouchers(ctx, memberId, req.query.state, size, offset)), page, size };
  });

  route(api, ctx, getVoucher, async (req, me) => getVoucherDetail(ctx, me.id, req.params.id));

  route(api, ctx, postVoucherReveal, async (req, me) => revealCode(ctx, me.id, req.params.id));

  route(api, ctx, postVoucherCheck, async (req, me) => checkVoucher(ctx, me.id, req.params.id));

  route(api, ctx, postVoucherAllow, async (req, me) => {
    const m = await me.member();
    return allowedVouchers(ctx, m.id, m.credit, req.params.id);
  });

  route(api, ctx, postVoucherUse, async (req, me) => useCard(ctx, me.id, { id: req.body.id, key: req.body.key }));

  route(api, ctx, postVoucherUseValue, async (req, me) => useCard(ctx, me.id, req.body));
}
