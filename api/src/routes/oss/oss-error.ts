import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** An answer of the object store itself: an HTTP status with an XML `<Error>`, not the API's envelope. */
export class OssError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const xmlEscape = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

export function sendOssError(reply: FastifyReply, { status, code, message }: OssError) {
  return reply
    .code(status)
    .type('application/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

/** In the object store's routes every error is answered the way the store answers: XML, plain statuses. */
export function useOssErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof OssError) return sendOssError(reply, err);
    if (err.statusCode === 413) return sendOssError(reply, new OssError(413, 'EntityTooLarge', '文件过大'));
    if (err.validation || (err.statusCode && err.statusCode < 500)) {
      return sendOssError(reply, new OssError(400, 'InvalidArgument', '请求格式不正确'));
    }
    req.log.error({ err }, 'object store error');
    return sendOssError(reply, new OssError(500, 'InternalError', '服务器内部错误'));
  });
}
