import type { FastifyInstance } from 'fastify';
import {
  getAlipay,
  getConsignee,
  getConsignees,
  getExchangeInfo,
  getIdVerify,
  getJdCities,
  postAlipay,
  postConsignee,
  postConsigneeDefault,
  postConsigneeDelete,
  postIdVerify,
} from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { maskMobile } from '../../lib/mobile';
import { liveOrderCount } from '../../exchange/orders';
import { benefitById } from '../../exchange/catalogue';
import { memberPrice } from '../../earnings/member-price';
import { alipayOf, identityOf, identityReviewOf, publicAlipay, regionsUnder, saveAlipay, verifyIdentity } from '../../delivery/details';
import { consigneeOf, consigneesOf, deleteConsignee, saveConsignee, setDefaultConsignee } from '../../delivery/address-book';

/** Where redeemed products go: identity, Alipay account, delivery addresses and their regions. */
export function registerDeliveryRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;
  const identity = async (memberId: number) => {
    const { verified, name, idNumber, verifiedAt } = await identityOf(db, memberId);
    return { verified, name, idNumber, verifiedAt };
  };

  route(api, ctx, getIdVerify, async (req, me) => identityReviewOf(db, me.id));
  route(api, ctx, postIdVerify, async (req, me) => verifyIdentity(ctx, me.id, req.body));

  route(api, ctx, getAlipay, async (req, me) => publicAlipay(await alipayOf(db, me.id)));
  route(api, ctx, postAlipay, async (req, me) => saveAlipay(ctx, me.id, req.body));

  route(api, ctx, getConsignee, async (req, me) => consigneeOf(db, me.id));
  route(api, ctx, getConsignees, async (req, me) => consigneesOf(db, me.id));
  route(api, ctx, postConsignee, async (req, me) => saveConsignee(ctx, me.id, req.body));
  route(api, ctx, postConsigneeDefault, async (req, me) => {
    await setDefaultConsignee(ctx, me.id, req.body.id);
    return null;
  });
  route(api, ctx, postConsigneeDelete, async (req, me) => {
    await deleteConsignee(ctx, me.id, req.body.id);
    return null;
  });

  route(api, ctx, getJdCities, async (req) => regionsUnder(db, req.query.parentId ?? 0));

  route(api, ctx, getExchangeInfo, async (req, me) => {
    const m = await me.member();
    const { benefitId } = req.query;
    const redeemed = benefitId === undefined ? 0 : await liveOrderCount(db, m.id, benefitId);
    const benefit = benefitId === undefined ? undefined : await benefitById(db, benefitId);
    return {
      gold: m.gold,
      identity: await identity(m.id),
      alipay: publicAlipay(await alipayOf(db, m.id)),
      consignee: await consigneeOf(db, m.id),
      mobile: maskMobile(m.mobile),
      redeemed,
      memberPrice: benefit ? memberPrice(benefit.price, m.credit) : null,
    };
  });
}
