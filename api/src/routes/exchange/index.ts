import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerDeliveryRoutes } from '../delivery';
import { registerVoucherRoutes } from '../vouchers';
import { registerCatalogueRoutes } from './catalogue';
import { registerOperatorDevRoutes } from './operator';
import { registerOrderRoutes } from './orders';

/**
 * Redeeming: the catalogue, orders and records; with them, in the order they always had, the
 * voucher zone and payout and delivery details (their own route folders, registered from here
 * until the server composes route folders from one list).
 */
export function registerExchangeRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerCatalogueRoutes(api, ctx);
  registerOrderRoutes(api, ctx);
  registerVoucherRoutes(api, ctx);
  registerDeliveryRoutes(api, ctx);
  if (ctx.demo) registerOperatorDevRoutes(api, ctx);
}
