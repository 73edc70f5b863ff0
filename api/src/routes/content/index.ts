import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerMessageRoutes } from './messages';
import { registerSiteRoutes } from './site';
import { registerTaskRoutes } from './tasks';

/** What the site shows: configuration, banners, pages, messages and notices, discussion groups. */
export function registerContentRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerSiteRoutes(api, ctx);
  registerMessageRoutes(api, ctx);
  registerTaskRoutes(api, ctx);
}
