// How the API answers what no handler answered: thrown errors, refused input, unknown paths — always the
// JSON envelope, with a status the front end's client expects.
import type { FastifyError, FastifyInstance } from 'fastify';
import { BusinessError, Codes, Messages } from '../codes';
import { validationMessage } from './validation-message';

export const envelope = (code: number, message: string, data: unknown = null) => ({ code, message, data });

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式，请使用 JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不能为空';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求体不是有效的 JSON';
    default:
      return err instanceof SyntaxError ? '请求体不是有效的 JSON' : '请求参数格式不正确';
  }
}

/** The error and not-found handlers of the whole app. */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Error envelopes are not the route's success shape: plain JSON, not the route's serializer (a custom
    // serializer sets no Content-Type, so it is said here).
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (err instanceof BusinessError) return reply.code(200).send(envelope(err.code, err.message, err.data));
    // A path parameter outside its schema (/v1/auth/github/callback) names no route at all.
    if (err.validation && err.validationContext === 'params') return reply.code(404).send(envelope(Codes.NOT_FOUND, '接口不存在'));
    if (err.validation) return reply.code(200).send(envelope(Codes.INVALID_PARAMS, validationMessage(err.validation)));
    if ((err.statusCode && err.statusCode >= 400 && err.statusCode < 500) || err instanceof SyntaxError) {
      return reply.code(200).send(envelope(Codes.INVALID_PARAMS, clientErrorMessage(err)));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(envelope(Codes.INTERNAL, Messages[Codes.INTERNAL]));
  });

  app.setNotFoundHandler((_req, reply) => {
    reply.code(404).send(envelope(Codes.NOT_FOUND, '接口不存在'));
  });
}
