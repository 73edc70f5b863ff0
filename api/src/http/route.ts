import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  type CallBody,
  type CallDefinition,
  type CallOtherData,
  type CallParams,
  type CallQuery,
  type CallResponse,
  Envelope,
} from '@survey/contract';
import { Codes } from '../codes';
import type { ApiContext } from '../context';
import { type Caller, optionalCaller, requireCaller, requireOperator } from './caller';

/** A normal answer with a code other than 200 (e.g. 5629 今日已签到 with the check-in state). */
export class Answer<T> {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data: T,
  ) {}
}

export type CallRequest<C extends CallDefinition> = FastifyRequest<{
  Body: CallBody<C>;
  Querystring: CallQuery<C>;
  Params: CallParams<C>;
}>;

/** What a handler is handed by the call's `auth`: the member (`true`), the member or null (`'optional'`), nothing (`false`, `'operator'`). */
export type CallerOf<C extends CallDefinition> = C['auth'] extends true
  ? Caller
  : C['auth'] extends false | 'operator'
    ? undefined
    : Caller | null;

type Result<C extends CallDefinition> = CallResponse<C> | Answer<CallOtherData<C> | null>;

const BEARER: Record<string, string[]> = { bearer: [] };
// With BEARER: OpenAPI's "a token or none" for `auth: 'optional'`.
const NOTHING: Record<string, string[]> = {};
const OPERATOR: Record<string, string[]> = { operator: [] };
const SECURITY = { true: [BEARER], optional: [BEARER, NOTHING], operator: [OPERATOR] };

/** What fastify validates and serializes for `call`, and what /api/openapi.json shows. */
function fastifySchema(call: CallDefinition) {
  const { params, querystring, body, response } = call.schemas;
  const data = call.otherCodes ? Type.Union([response, ...Object.values(call.otherCodes)]) : response;
  return {
    summary: call.summary,
    tags: [call.tag],
    ...(call.auth ? { security: SECURITY[call.auth === true ? 'true' : call.auth] } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(call.consumes ? { consumes: [call.consumes] } : {}),
    // A raw call's answer is documented as it is sent (bytes, a page); strings and buffers skip the serializer.
    response: { 200: call.raw ? response : Envelope(data) },
  };
}

/** Reads the caller as the call declares it: 401 before the handler runs when `auth: true` has no valid token. */
async function callerFor<C extends CallDefinition>(ctx: ApiContext, call: C, req: FastifyRequest): Promise<CallerOf<C>> {
  if (call.auth === true) return (await requireCaller(ctx, req)) as CallerOf<C>;
  if (call.auth === 'optional') return (await optionalCaller(ctx, req)) as CallerOf<C>;
  if (call.auth === 'operator') requireOperator(ctx, req);
  return undefined as CallerOf<C>;
}

/**
 * Registers the handler of one contract call, handed the caller its `auth` declares. The handler returns the
 * success `data` (wrapped in the envelope here), an `Answer` for another normal code, or — for raw calls —
 * sends the reply itself.
 */
export function route<C extends CallDefinition>(
  app: FastifyInstance,
  ctx: ApiContext,
  call: C,
  handler: (req: CallRequest<C>, caller: CallerOf<C>, reply: FastifyReply) => Promise<Result<C> | FastifyReply>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    schema: fastifySchema(call),
    handler: async (req, reply) => {
      const caller = await callerFor(ctx, call, req);
      const result = await handler(req as CallRequest<C>, caller, reply);
      if (call.raw || reply.sent) return result;
      if (result instanceof Answer) return { code: result.code, message: result.message, data: result.data };
      return { code: Codes.OK, message: 'success', data: result };
    },
  });
}
