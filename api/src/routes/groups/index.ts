import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerAttachmentRoutes } from './attachments';
import { registerDownloadRoutes } from './downloads';
import { registerMemberRoutes } from './members';
import { registerResponseRoutes } from './responses';
import { registerTopicRoutes } from './topics';
import { registerVoteRoutes } from './votes';

/** Discussion groups: members, topics and sections, responses, votes, attachments and the host's downloads. */
export function registerGroupRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerMemberRoutes(api, ctx);
  registerTopicRoutes(api, ctx);
  registerResponseRoutes(api, ctx);
  registerVoteRoutes(api, ctx);
  registerAttachmentRoutes(api, ctx);
  registerDownloadRoutes(api, ctx);
}
