import { getOssPolicy, getOssSign } from '@survey/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { invalid } from '../../codes';
import type { Ctx } from '../../context';
import { hmacSha1Base64 } from '../../crypto';
import { authenticate } from '../../services';
import { OSS_MAX_BYTES, validKey } from './store';

const POLICY_TTL_MS = 30 * 60_000;
const SIGN_TTL_S = 3600;

/** The signature of a download link: the object key until `expires` (epoch seconds). */
export const downloadSignature = (secret: string, key: string, expires: number) => hmacSha1Base64(secret, `GET\n${expires}\n${key}`);

/** "avatar/a.png", "/api/oss/files/avatar/a.png?..." or "http://host/api/oss/files/avatar/a.png" → key */
function keyOf(url: string): string | null {
  let p = url.trim();
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      return null;
    }
  }
  p = p.split(/[?#]/)[0];
  if (p.startsWith('/api/oss/files/')) p = p.slice('/api/oss/files/'.length);
  try {
    p = decodeURIComponent(p);
  } catch {
    return null;
  }
  return validKey(p) ? p : null;
}

/** What the API signs for the browser: upload policies and download links. */
export function registerSigningRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { secret, accessKeyId } = ctx.oss;

  route(api, getOssPolicy, async (req) => {
    await authenticate(ctx, req);
    const dir = `${req.query.module}/`;
    const expireMs = ctx.now() + POLICY_TTL_MS;
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(expireMs).toISOString(),
        conditions: [
          ['content-length-range', 0, OSS_MAX_BYTES],
          ['starts-with', '$key', dir],
        ],
      }),
    ).toString('base64');
    return {
      host: '/api/oss/upload',
      dir,
      OSSAccessKeyId: accessKeyId,
      policy,
      Signature: hmacSha1Base64(secret, policy),
      expire: Math.floor(expireMs / 1000),
    };
  });

  route(api, getOssSign, async (req) => {
    await authenticate(ctx, req);
    const key = keyOf(req.query.url);
    if (!key) throw invalid('文件地址不正确');
    const expires = Math.floor(ctx.now() / 1000) + SIGN_TTL_S;
    const signature = downloadSignature(secret, key, expires);
    return {
      url: `/api/oss/files/${key}?OSSAccessKeyId=${encodeURIComponent(accessKeyId)}&Expires=${expires}&Signature=${encodeURIComponent(signature)}`,
    };
  });
}
