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
import { authenticate } from '../../auth/authenticate';
import { allowedVouchers, checkVoucher, getVoucherDetail, listVouchers, revealCode, useCard } from '../../vouchers/vouchers';

/** The voucher zone: the member's cards and coupons. */
export function registerVoucherRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, getVouchers, async (req) => {
    const memberId = await authenticate(ctx, req);
    const { page, size, offset } = paging(req.query);
    return { ...(await listVouchers(ctx, memberId, req.query.state, size, offset)), page, size };
  });

  route(api, getVoucher, async (req) => getVoucherDetail(ctx, await authenticate(ctx, req), req.params.id));

  route(api, postVoucherReveal, async (req) => revealCode(ctx, await authenticate(ctx, req), req.params.id));

  route(api, postVoucherCheck, async (req) => checkVoucher(ctx, await authenticate(ctx, req), req.params.id));

  route(api, postVoucherAllow, async (req) => allowedVouchers(ctx, await authenticate(ctx, req), req.params.id));

  route(api, postVoucherUse, async (req) => useCard(ctx, await authenticate(ctx, req), { id: req.body.id, key: req.body.key }));

  route(api, postVoucherUseValue, async (req) => useCard(ctx, await authenticate(ctx, req), req.body));
}
