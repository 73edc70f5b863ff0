import { randomInt } from 'node:crypto';
import { type OssModule, getOssPolicy, getOssSign } from '@survey/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { BusinessError, Codes, invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { hmacSha1Base64 } from '../../crypto';
import { seatedForAttachment } from '../../groups/access';
import type { Queryable } from '../../db';
import { objectByKey } from '../../oss/objects';
import { OSS_QUOTA, ossUsage } from '../../oss/quota';
import { OSS_MAX_BYTES, validKey } from './store';

const POLICY_TTL_MS = 30 * 60_000;
const SIGN_TTL_S = 3600;
/** Only avatars are shown to everyone; feedback and discussion-group files stay private. */
const PUBLIC_MODULES: ReadonlySet<OssModule> = new Set(['avatar']);

/** The spec's naming rule: timestamp + a random 1000-9999 + the original extension. */
const objectName = (now: number, ext = '') => `${now}${randomInt(1000, 10_000)}${ext.toLowerCase()}`;

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

/**
 * Who may read an object: anyone when it is public, its owner, and for a discussion-group file the members
 * seated in the group it is an attachment of (an upload not attached yet is its owner's alone).
 */
async function mayRead(q: Queryable, key: string, object: { owner_id: number | null; acl: string }, memberId: number): Promise<boolean> {
  if (object.acl === 'public-read' || object.owner_id === memberId) return true;
  return key.startsWith('bbs/') && seatedForAttachment(q, key, memberId);
}

/** What the API signs for the browser: upload policies and download links. */
export function registerSigningRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { secret, accessKeyId } = ctx.oss;

  route(api, ctx, getOssPolicy, async (req, me) => {
    const memberId = me.id;
    const { module, ext, acl = 'private' } = req.query;
    if (acl === 'public-read' && !PUBLIC_MODULES.has(module)) throw invalid('该模块的文件不能公开');
    const usage = await ossUsage(ctx.db, memberId);
    const room = OSS_QUOTA.bytes - usage.bytes;
    if (usage.objects >= OSS_QUOTA.objects || room <= 0) throw new BusinessError(Codes.TOO_FREQUENT, '上传空间已用完');
    // The API names the object, in the member's own folder: no member can choose (or overwrite) a key.
    const dir = `${module}/${memberId}/`;
    const key = `${dir}${objectName(ctx.now(), ext)}`;
    const expireMs = ctx.now() + POLICY_TTL_MS;
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(expireMs).toISOString(),
        conditions: [
          ['content-length-range', 0, Math.min(OSS_MAX_BYTES, room)],
          ['eq', '$key', key],
          ['eq', '$x-oss-object-acl', acl],
        ],
      }),
    ).toString('base64');
    return {
      host: '/api/oss/upload',
      dir,
      key,
      acl,
      OSSAccessKeyId: accessKeyId,
      policy,
      Signature: hmacSha1Base64(secret, policy),
      expire: Math.floor(expireMs / 1000),
    };
  });

  route(api, ctx, getOssSign, async (req, me) => {
    const memberId = me.id;
    const key = keyOf(req.query.url);
    if (!key) throw invalid('文件地址不正确');
    // A file the member may not read is "not found", the same as a missing one: no signature, nor a hint it exists.
    const object = await objectByKey(ctx.db, key);
    if (!object || !(await mayRead(ctx.db, key, object, memberId))) throw new BusinessError(Codes.NOT_FOUND, '文件不存在');
    const expires = Math.floor(ctx.now() / 1000) + SIGN_TTL_S;
    const signature = downloadSignature(secret, key, expires);
    return {
      url: `/api/oss/files/${key}?OSSAccessKeyId=${encodeURIComponent(accessKeyId)}&Expires=${expires}&Signature=${encodeURIComponent(signature)}`,
    };
  });
}
