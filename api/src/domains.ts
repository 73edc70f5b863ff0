// The domains the API serves, each a module of routes registered under /api in this order; demo mode adds
// its own helpers. A new domain adds its `register…Routes` here (api/README.md).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { writeDemoFiles } from './demo/group-files';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes } from './routes/auth';
import { registerCampaignRoutes } from './routes/campaigns';
import { registerContentRoutes } from './routes/content';
import { registerDevRoutes } from './routes/dev';
import { registerEarningsRoutes } from './routes/earnings';
import { registerExchangeRoutes } from './routes/exchange';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerGroupRoutes } from './routes/groups';
import { registerOssRoutes } from './routes/oss';
import { registerPlatformRoutes } from './routes/platform';
import { registerPollRoutes } from './routes/polls';
import { registerSupplierRoutes } from './routes/supplier';
import { registerTaskRoutes } from './routes/tasks';

type RegisterRoutes = (api: FastifyInstance, ctx: ApiContext) => void;

const DOMAINS: readonly RegisterRoutes[] = [
  registerAuthRoutes,
  registerAccountRoutes,
  registerContentRoutes,
  registerOssRoutes,
  registerTaskRoutes,
  registerEarningsRoutes,
  registerPollRoutes,
  registerSupplierRoutes,
  registerExchangeRoutes,
  registerCampaignRoutes,
  registerFeedbackRoutes,
  registerGroupRoutes,
  registerPlatformRoutes,
];

/** Demo mode only: the dev inbox and sign-in stand-ins, and the bytes of the demo group's seeded attachments. */
function registerDemo(api: FastifyInstance, ctx: ApiContext): void {
  registerDevRoutes(api, ctx);
  api.addHook('onReady', () => writeDemoFiles(ctx));
}

/** Registers every domain's routes on `api` (the /api scope), and in demo mode the demo's. */
export function registerDomains(api: FastifyInstance, ctx: ApiContext): void {
  for (const register of ctx.demo ? [...DOMAINS, registerDemo] : DOMAINS) register(api, ctx);
}
