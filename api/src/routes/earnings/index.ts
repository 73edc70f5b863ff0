import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerHomeCheckRoutes } from './home-check';
import { registerLedgerRoutes } from './ledgers';

/** The member's earnings: gold, credit and quality with their histories, and the home page's prompts. */
export function registerEarningsRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerLedgerRoutes(api, ctx);
  registerHomeCheckRoutes(api, ctx);
}
