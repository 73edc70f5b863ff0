import type { FastifyInstance } from 'fastify';
import {
  getAlipay,
  getConsignee,
  getExchangeInfo,
  getIdVerify,
  getJdCities,
  postAlipay,
  postConsignee,
  postIdVerify,
} from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { maskMobile } from '../../lib/mobile';
import { authMember, authenticate } from '../../auth/authenticate';
import { liveOrderCount } from '../../exchange/orders';
import {
  alipayOf,
  consigneeOf,
  identityOf,
  identityReviewOf,
  publicAlipay,
  regionsUnder,
  saveAlipay,
  saveConsignee,
  verifyIdentity,
} from '../../delivery/details';

/** Where redeemed products go: identity, Alipay account, delivery address and its regions. */
export function registerDeliveryRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;
  const identity = async (memberId: number) => {
    const { verified, name, idNumber, verifiedAt } = await identityOf(db, memberId);
    return { verified, name, idNumber, verifiedAt };
  };

  route(api, getIdVerify, async (req) => identityReviewOf(db, await authenticate(ctx, req)));
  route(api, postIdVerify, async (req) => verifyIdentity(ctx, await authenticate(ctx, req), req.body));

  route(api, getAlipay, async (req) => publicAlipay(await alipayOf(db, await authenticate(ctx, req))));
  route(api, postAlipay, async (req) => saveAlipay(ctx, await authenticate(ctx, req), req.body));

  route(api, getConsignee, async (req) => consigneeOf(db, await authenticate(ctx, req)));
  route(api, postConsignee, async (req) => saveConsignee(ctx, await authenticate(ctx, req), req.body));

  route(api, getJdCities, async (req) => regionsUnder(db, req.query.parentId ?? 0));

  route(api, getExchangeInfo, async (req) => {
    const m = await authMember(ctx, req);
    const { benefitId } = req.query;
    const redeemed = benefitId === undefined ? 0 : await liveOrderCount(db, m.id, benefitId);
    return {
      gold: m.gold,
      identity: await identity(m.id),
      alipay: publicAlipay(await alipayOf(db, m.id)),
      consignee: await consigneeOf(db, m.id),
      mobile: maskMobile(m.mobile),
      redeemed,
    };
  });
}
