import path from 'node:path';
import { getOssFile } from '@survey/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { safeEqual } from '../../crypto';
import { OssError } from './oss-error';
import { downloadSignature } from './signing';
import { validKey } from './store';
import { objectByKey } from '../../oss/objects';

/** Served inline; anything else is a download, so an uploaded page never runs on the site's origin. */
const SAFE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

/** GET /oss/files/<key>: public-read objects to anyone, private ones with an unexpired signed link. */
export function registerFileRoute(scope: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;
  const { secret, store } = ctx.oss;

  route(scope, ctx, getOssFile, async (req, _me, reply) => {
    let key: string;
    try {
      key = decodeURIComponent(req.params['*']);
    } catch {
      throw new OssError(400, 'InvalidArgument', '文件路径不正确');
    }
    if (!validKey(key)) throw new OssError(400, 'InvalidArgument', '文件路径不正确');
    const obj = await objectByKey(db, key);
    if (obj?.acl !== 'public-read') {
      const { Expires, Signature = '' } = req.query;
      const expires = Expires !== undefined && /^\d{1,12}$/.test(Expires) ? Number(Expires) : NaN;
      if (!Number.isFinite(expires) || !Signature || !safeEqual(downloadSignature(secret, key, expires), Signature)) {
        throw new OssError(403, 'AccessDenied', '签名不正确');
      }
      if (expires * 1000 < ctx.now()) throw new OssError(403, 'AccessDenied', '链接已过期');
    }
    const data = obj ? await store.get(key) : undefined;
    if (!obj || !data) throw new OssError(404, 'NoSuchKey', '文件不存在');
    const safe = SAFE_TYPES.has(obj.content_type);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', obj.acl === 'public-read' ? 'public, max-age=86400' : 'private, max-age=600');
    if (!safe) reply.header('Content-Disposition', `attachment; filename="${path.basename(key)}"`);
    return reply.type(safe ? obj.content_type : 'application/octet-stream').send(data);
  });
}
