import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { registerCatalogueRoutes } from './catalogue';
import { registerMessageRoutes } from './messages';
import { registerSiteRoutes } from './site';
import { registerTaskRoutes } from './tasks';

/** What the site shows: configuration, banners, pages, messages and notices, tasks, the catalogue. */
export function registerContentRoutes(api: FastifyInstance, ctx: Ctx): void {
  registerSiteRoutes(api, ctx);
  registerMessageRoutes(api, ctx);
  registerTaskRoutes(api, ctx);
  registerCatalogueRoutes(api, ctx);
}
