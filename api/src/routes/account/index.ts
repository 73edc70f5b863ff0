import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { registerCheckinRoutes } from './checkin';
import { registerProfileRoutes } from './profile';

/** The signed-in member's own account: profile, bindings, invitations, daily check-in. */
export function registerAccountRoutes(api: FastifyInstance, ctx: Ctx): void {
  registerProfileRoutes(api, ctx);
  registerCheckinRoutes(api, ctx);
}
