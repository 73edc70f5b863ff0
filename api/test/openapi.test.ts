/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is read field by field */
// /api/openapi.json against what the server really routes (fastify's own onRoute) and the contract.
import type { RouteOptions } from 'fastify';
import { allCalls } from '@survey/contract';
import { start } from './helpers';

/** The reference UI and the document itself are the only routes that are not API calls. */
const DOCS = /^\/api\/(docs|openapi\.json)(\/|$)/;

/** `/v1/pages/{slug}` (document, relative to the /api server) → `/api/v1/pages/:slug` (fastify). */
const routeOf = (docPath: string) => `/api${docPath.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`;

async function served(demo: boolean) {
  const routes: string[] = [];
  const onRoute = (r: RouteOptions) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD' && !DOCS.test(r.url)) routes.push(`${method} ${r.url}`);
    }
  };
  const h = await start({ demo, onRoute });
  try {
    const res = await h.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body);
    const operations = new Map<string, any>();
    for (const [docPath, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) operations.set(`${method.toUpperCase()} ${routeOf(docPath)}`, op);
    }
    const docs = await h.app.inject({ url: '/api/docs' });
    return { routes: routes.sort(), operations, doc, docsStatus: docs.statusCode };
  } finally {
    await h.close();
  }
}

const callKey = (c: (typeof allCalls)[number]) => `${c.method} /api${c.path}`;

let demo: Awaited<ReturnType<typeof served>>;
beforeAll(async () => {
  demo = await served(true);
});

test('demo mode: every route is a contract call and is in /api/openapi.json, and nothing else is', async () => {
  const { routes, operations, doc, docsStatus } = demo;
  expect(doc.openapi).toMatch(/^3\./);
  expect(docsStatus).toBeLessThan(400);
  expect(routes.length).toBeGreaterThanOrEqual(50);
  expect([...operations.keys()].sort()).toEqual(routes);
  expect(routes).toEqual(allCalls.map(callKey).sort());
});

test('production mode: the dev helpers are neither routed nor documented', async () => {
  const { routes, operations } = await served(false);
  expect([...operations.keys()].sort()).toEqual(routes);
  expect(routes).toEqual(
    allCalls
      .filter((c) => c.tag !== 'dev')
      .map(callKey)
      .sort(),
  );
});

test('each call is documented with its response schema and, where it takes input, its request schema', async () => {
  const { operations } = demo;
  for (const call of allCalls) {
    const op = operations.get(callKey(call));
    const where = `${call.method} ${call.path}`;
    expect({ where, summary: op.summary, tags: op.tags }).toEqual({ where, summary: call.summary, tags: [call.tag] });

    const ok = op.responses['200'];
    const media = Object.values<any>(ok.content ?? {});
    if (call.raw && call.schemas.response.type === 'null') {
      // An empty answer (the upload's bare status, a redirect) is documented by its description alone.
      expect({ where, ok }).toEqual({ where, ok: { description: call.schemas.response.description } });
    } else if (call.raw) {
      expect({ where, schema: media[0]?.schema }).toEqual({ where, schema: expect.objectContaining({ type: 'string' }) });
    } else {
      expect({ where, envelope: Object.keys(media[0]?.schema.properties ?? {}) }).toEqual({ where, envelope: ['code', 'message', 'data'] });
    }

    const { params, querystring, body } = call.schemas;
    const named = (place: string) =>
      (op.parameters ?? [])
        .filter((p: any) => p.in === place)
        .map((p: any) => p.name)
        .sort();
    expect({ where, path: named('path') }).toEqual({ where, path: Object.keys(params?.properties ?? {}).sort() });
    expect({ where, query: named('query') }).toEqual({ where, query: Object.keys(querystring?.properties ?? {}).sort() });
    for (const p of op.parameters ?? [])
      expect({ where, name: p.name, schema: typeof p.schema }).toEqual({ where, name: p.name, schema: 'object' });
    if (body) {
      const content = op.requestBody.content[call.consumes ?? 'application/json'];
      expect({ where, body: Object.keys(content.schema.properties).sort() }).toEqual({ where, body: Object.keys(body.properties).sort() });
    } else {
      expect({ where, requestBody: op.requestBody }).toEqual({ where, requestBody: undefined });
    }
  }
});

test('a field a member types is documented with its Chinese name and limits', async () => {
  const { operations } = demo;
  const nickname = operations.get('POST /api/v1/users/nickname').requestBody.content['application/json'].schema.properties.nickname;
  expect(nickname).toMatchObject({ type: 'string', title: '昵称', minLength: 1, maxLength: 20 });
  const page = operations.get('GET /api/v1/tasks').parameters.find((p: any) => p.name === 'page');
  expect(page.schema).toMatchObject({ type: 'integer', minimum: 1, title: '页码' });
});
