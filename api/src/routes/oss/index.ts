import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { registerFileRoute } from './files';
import { useOssErrors } from './oss-error';
import { registerSigningRoutes } from './signing';
import { registerUploadRoute } from './upload';

export { createOssStore } from './store';

/**
 * The object store stand-in: the API signs upload policies and download links (envelope calls); the
 * upload and download themselves answer like the real store (plain statuses, XML errors).
 */
export function registerOssRoutes(api: FastifyInstance, ctx: ApiContext): void {
  registerSigningRoutes(api, ctx);
  api.register(async (scope) => {
    useOssErrors(scope);
    await registerUploadRoute(scope, ctx);
  });
  api.register(async (scope) => {
    useOssErrors(scope);
    registerFileRoute(scope, ctx);
  });
}
