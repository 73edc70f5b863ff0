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

type Result<C extends CallDefinition> = CallResponse<C> | Answer<CallOtherData<C> | null>;

/** What fastify validates and serializes for `call`, and what /api/openapi.json shows. */
function fastifySchema(call: CallDefinition) {
  const { params, querystring, body, response } = call.schemas;
  const data = call.otherCodes ? Type.Union([response, ...Object.values(call.otherCodes)]) : response;
  return {
    summary: call.summary,
    tags: [call.tag],
    ...(call.auth ? { security: [{ bearer: [] }] } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(call.consumes ? { consumes: [call.consumes] } : {}),
    // A raw call's answer is documented as it is sent (bytes, a page); strings and buffers skip the serializer.
    response: { 200: call.raw ? response : Envelope(data) },
  };
}

/**
 * Registers the handler of one contract call. The handler returns the success `data` (wrapped in the
 * envelope here), an `Answer` for another normal code, or — for raw calls — sends the reply itself.
 */
export function route<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<Result<C> | FastifyReply>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    schema: fastifySchema(call),
    handler: async (req, reply) => {
      const result = await handler(req as CallRequest<C>, reply);
      if (call.raw || reply.sent) return result;
      if (result instanceof Answer) return { code: result.code, message: result.message, data: result.data };
      return { code: Codes.OK, message: 'success', data: result };
    },
  });
}
