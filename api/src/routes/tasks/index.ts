import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerHallRoutes } from './hall';
import { registerJourneyRoutes } from './journey';

/** Tasks: the hall, a task's detail, starting it, the supplier's result and the result page. */
export function registerTaskRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerHallRoutes(api, ctx);
  registerJourneyRoutes(api, ctx);
}
