import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerCheckinRoutes } from './checkin';
import { registerContactRoutes } from './contact';
import { registerInviteListRoutes } from './invite';
import { registerSettingsRoutes } from './settings';
import { registerSnsBindingRoutes } from './sns';
import { registerStepUpRoutes } from './step-up';

/** The signed-in member's own account: settings (nickname, avatar, password), step-up, bindings, invitations, daily check-in. */
export function registerAccountRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerSettingsRoutes(api, ctx);
  registerCheckinRoutes(api, ctx);
  registerStepUpRoutes(api, ctx);
  registerContactRoutes(api, ctx);
  registerSnsBindingRoutes(api, ctx);
  registerInviteListRoutes(api, ctx);
}
