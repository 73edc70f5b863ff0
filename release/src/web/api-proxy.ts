// /api on the site server: proxied to the platform API. Bodies over the API's own limits are refused
// here, before a byte goes upstream (the API cut such a body off mid-send, and the browser got a 502
// naming the API's address); an unreachable API answers the platform's envelope, its address only in
// the server's log; the API's answers keep every header it set, less the hop-by-hop ones.
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { API_DOWN_ENVELOPE, TOO_LARGE_ENVELOPE, TOO_LARGE_UPLOAD_XML, UPLOAD_BODY_LIMIT, bodyLimitOf } from './api-limits';

/** Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, never the message passed on (either way). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  const rest = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named]) delete rest[name];
  return rest;
}

function refuseTooLarge(req: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
  if (bodyLimitOf(req.url) === UPLOAD_BODY_LIMIT) return reply.code(413).type('application/xml; charset=utf-8').send(TOO_LARGE_UPLOAD_XML);
  return reply.code(200).type('application/json; charset=utf-8').send(TOO_LARGE_ENVELOPE);
}

/** A body sent without a length (chunked), read up to `limit` bytes; null when it is longer. */
async function readUpTo(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.resume(); // the rest is read and dropped, so the answer reaches the client
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface ApiProxyOptions {
  /** The platform API's origin. */
  upstream: string;
  /** Where a failed request's detail (upstream address, error) goes. */
  log: (line: string) => void;
}

export async function registerApiProxy(app: FastifyInstance, { upstream, log }: ApiProxyOptions): Promise<void> {
  /** Lengths of the chunked bodies read here: they go upstream with a Content-Length. */
  const buffered = new WeakMap<object, number>();

  /**
   * What the API learns about the client. Each header is set, never appended to: a client's own
   * X-Forwarded-For or Forwarded cannot make the API (trusting only this hop) see another address.
   * The Host is the browser's, as nginx passes it, so links the API builds never name its own address.
   */
  const forwardedHeaders = (req: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: IncomingHttpHeaders): IncomingHttpHeaders => {
    const rest = withoutHopByHop(headers);
    delete rest.forwarded;
    delete rest['x-real-ip'];
    // A chunked body was read here whole: it goes on with its length.
    const length = buffered.get(req);
    if (length !== undefined) rest['content-length'] = String(length);
    return { ...rest, host: req.host, 'x-forwarded-for': req.ip, 'x-forwarded-proto': req.protocol, 'x-forwarded-host': req.host };
  };

  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    preHandler: async (req, reply) => {
      const limit = bodyLimitOf(req.url);
      const declared = req.headers['content-length'];
      if (declared !== undefined) {
        if (Number(declared) > limit) return refuseTooLarge(req, reply);
      } else if (req.body instanceof Readable) {
        const body = await readUpTo(req.body, limit);
        if (!body) return refuseTooLarge(req, reply);
        buffered.set(req, body.length);
        req.body = Readable.from([body]);
      }
    },
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      rewriteHeaders: withoutHopByHop,
      onError: (reply, { error }) => {
        const status = (error as { statusCode?: number }).statusCode;
        const cause = (error as { cause?: unknown }).cause;
        const detail = cause instanceof Error && cause.message !== error.message ? ` (${cause.message})` : '';
        log(`[site] ${reply.request.method} ${reply.request.url} → ${upstream} failed: ${error.message}${detail}`);
        reply
          .code(status && status >= 502 ? status : 502)
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(API_DOWN_ENVELOPE);
      },
    },
  });
}
