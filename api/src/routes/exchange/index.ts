import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerCatalogueRoutes } from './catalogue';
import { registerDeliveryRoutes } from '../delivery';
import { registerOperatorDevRoutes } from './operator';
import { registerOrderRoutes } from './orders';
import { registerVoucherRoutes } from '../vouchers';

/** Redeeming: the catalogue, orders and records, the voucher zone, payout and delivery details. */
export function registerExchangeRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerCatalogueRoutes(api, ctx);
  registerOrderRoutes(api, ctx);
  registerVoucherRoutes(api, ctx);
  registerDeliveryRoutes(api, ctx);
  if (ctx.demo) registerOperatorDevRoutes(api, ctx);
}
