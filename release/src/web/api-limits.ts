// What the site server and the nginx configuration refuse before /api (the API's own body limits) and
// the answers they give instead, kept in one place so the two front ends answer alike. No fastify here:
// the CLI loads this for `release nginx-config`.

/** The API's body limit for every JSON call (its fastify `bodyLimit`). */
export const JSON_BODY_LIMIT = 256 * 1024;
/** The object-store form upload: the API's largest file (OSS_MAX_BYTES, 10 MiB) and room for its form fields. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024;
export const UPLOAD_PATH = '/api/oss/upload';

/** Envelope code 1001 (INVALID_PARAMS) at HTTP 200, as the API answers a body over its limit. */
export const TOO_LARGE_ENVELOPE = { code: 1001, message: '请求内容过大', data: null };
/** The upload is answered as the object store answers (XML, a plain status): the browser reads a 2xx as stored. */
export const TOO_LARGE_UPLOAD_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>EntityTooLarge</Code><Message>文件过大</Message></Error>';
export const API_DOWN_ENVELOPE = { code: 502, message: '平台接口暂不可用，请稍后再试', data: null };

export const bodyLimitOf = (url: string) => (url.split('?')[0] === UPLOAD_PATH ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);
