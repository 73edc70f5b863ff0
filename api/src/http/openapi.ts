import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3 document at /api/openapi.json and a readable reference at /api/docs, both generated
 * from the contract's schemas as the routes register. Call before registering routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '问卷社区 API',
        description:
          '每个调用以 HTTP 200 返回 `{ code, message, data }`；下方的响应结构即成功时（code 200）的 data。带锁的调用需要 `Authorization: Bearer <token>`。',
        version: '1',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The release tools' token (HEALTH_READ_TOKEN), not a member's: calls declared `auth: 'operator'`.
          operator: {
            type: 'http',
            scheme: 'bearer',
            description: '运维令牌（HEALTH_READ_TOKEN），发布工具读取健康汇总用；演示模式不需要',
          },
        },
      },
    },
    // Routes are registered under /api; the document lists them relative to the server url.
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api(?=\/)/, '') }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
