import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerInviteRoutes } from './invite';
import { registerPasswordRoutes } from './password';
import { registerQrcodeRoutes } from './qrcode';
import { registerSignUpRoutes } from './register';
import { registerSmsRoutes } from './sms';
import { registerSnsRoutes } from './sns';
import { registerTokenRoutes } from './tokens';

/** Every way to sign in, sign up and keep or end a session; one file per flow. */
export function registerAuthRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerSmsRoutes(api, ctx);
  registerPasswordRoutes(api, ctx);
  registerSignUpRoutes(api, ctx);
  registerTokenRoutes(api, ctx);
  registerQrcodeRoutes(api, ctx);
  registerInviteRoutes(api, ctx);
  registerSnsRoutes(api, ctx);
}
