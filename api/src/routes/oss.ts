import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { invalid } from '../codes';
import type { Ctx, OssStore } from '../context';
import { hmacSha1Base64, safeEqual } from '../crypto';
import { boundaryOf, parseMultipart } from '../multipart';
import { authenticate, ok } from '../services';
import { query, str } from '../validate';

export const OSS_MODULES = ['avatar', 'feedback', 'bbs'] as const;
export const OSS_MAX_BYTES = 10 * 1024 * 1024;
const POLICY_TTL_MS = 30 * 60_000;
const SIGN_TTL_S = 3600;
const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9_\-.]*(\/[A-Za-z0-9_\-.]+)*$/;

export const validKey = (key: string): boolean =>
  key.length > 0 && key.length <= 200 && KEY_RE.test(key) && !key.split('/').some((s) => s === '.' || s === '..');

/** Bytes in memory (no data folder) or under a folder on disk. */
export function createOssStore(dir?: string): OssStore {
  if (!dir) {
    const mem = new Map<string, Buffer>();
    return {
      async put(key, data) {
        mem.set(key, data);
      },
      async get(key) {
        return mem.get(key);
      },
    };
  }
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const f = path.resolve(root, key);
    if (!f.startsWith(root + path.sep)) throw new Error('key escapes the store');
    return f;
  };
  return {
    async put(key, data) {
      const f = fileOf(key);
      await mkdir(path.dirname(f), { recursive: true });
      await writeFile(f, data);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
  };
}

const SAFE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

function ossError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .type('application/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export function registerOssRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const { secret, accessKeyId, store } = ctx.oss;

  api.get('/v1/oss/policy', async (req) => {
    await authenticate(ctx, req);
    const module = str(query(req.query), 'module', '上传模块', { max: 32 });
    if (!(OSS_MODULES as readonly string[]).includes(module)) throw invalid('上传模块不正确');
    const dir = `${module}/`;
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
    return ok({
      host: '/api/oss/upload',
      dir,
      OSSAccessKeyId: accessKeyId,
      policy,
      Signature: hmacSha1Base64(secret, policy),
      expire: Math.floor(expireMs / 1000),
    });
  });

  const signOf = (key: string, expires: number) => hmacSha1Base64(secret, `GET\n${expires}\n${key}`);

  /** "avatar/a.png", "/api/oss/files/avatar/a.png?..." or "http://host/api/oss/files/avatar/a.png" → key */
  const keyOf = (url: string): string | null => {
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
  };

  api.get('/v1/oss/sign', async (req) => {
    await authenticate(ctx, req);
    const key = keyOf(str(query(req.query), 'url', '文件地址', { max: 1000 }));
    if (!key) throw invalid('文件地址不正确');
    const expires = Math.floor(ctx.now() / 1000) + SIGN_TTL_S;
    const url = `/api/oss/files/${key}?OSSAccessKeyId=${encodeURIComponent(accessKeyId)}&Expires=${expires}&Signature=${encodeURIComponent(signOf(key, expires))}`;
    return ok({ url });
  });

  api.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: OSS_MAX_BYTES + 64 * 1024 },
      (_req, payload, done) => done(null, payload),
    );
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      const status = err.statusCode === 413 ? 413 : 400;
      return ossError(reply, status, status === 413 ? 'EntityTooLarge' : 'InvalidArgument', '请求格式不正确');
    });

    scope.post('/oss/upload', async (req, reply) => {
      const boundary = boundaryOf(req.headers['content-type']);
      if (!boundary || !Buffer.isBuffer(req.body)) return ossError(reply, 400, 'InvalidArgument', '需要 multipart/form-data');
      const form = parseMultipart(req.body, boundary);
      if (!form) return ossError(reply, 400, 'InvalidArgument', '表单格式不正确');
      const { fields } = form;
      const file = form.files.file;
      if (fields.OSSAccessKeyId !== accessKeyId) return ossError(reply, 403, 'InvalidAccessKeyId', 'AccessKeyId 无效');
      const policyB64 = fields.policy ?? '';
      const signature = fields.Signature ?? '';
      if (!policyB64 || !signature || !safeEqual(hmacSha1Base64(secret, policyB64), signature)) {
        return ossError(reply, 403, 'SignatureDoesNotMatch', '签名不正确');
      }
      let policy: { expiration?: string; conditions?: unknown[] };
      try {
        policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8'));
      } catch {
        return ossError(reply, 403, 'AccessDenied', '策略无效');
      }
      const exp = Date.parse(String(policy.expiration ?? ''));
      if (!Number.isFinite(exp) || exp <= ctx.now()) return ossError(reply, 403, 'AccessDenied', '上传策略已过期');
      const conds = Array.isArray(policy.conditions) ? policy.conditions : [];
      const prefix = conds.find((c): c is [string, string, string] => Array.isArray(c) && c[0] === 'starts-with' && c[1] === '$key');
      const range = conds.find((c): c is [string, number, number] => Array.isArray(c) && c[0] === 'content-length-range');
      const key = fields.key ?? '';
      if (!prefix || typeof prefix[2] !== 'string' || !key.startsWith(prefix[2]) || !validKey(key)) {
        return ossError(reply, 403, 'AccessDenied', '文件路径不符合上传策略');
      }
      if (!file) return ossError(reply, 400, 'InvalidArgument', '缺少文件');
      const max = range ? Number(range[2]) : OSS_MAX_BYTES;
      if (file.data.length > Math.min(max, OSS_MAX_BYTES)) return ossError(reply, 400, 'EntityTooLarge', '文件过大');
      const aclHeader = req.headers['x-oss-object-acl'];
      const acl = aclHeader === 'public-read' || fields['x-oss-object-acl'] === 'public-read' ? 'public-read' : 'private';
      const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(file.contentType) ? file.contentType.toLowerCase() : 'application/octet-stream';
      await store.put(key, file.data);
      await db.query(
        `INSERT INTO oss_objects (key, acl, content_type, size, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO UPDATE SET acl = EXCLUDED.acl, content_type = EXCLUDED.content_type,
           size = EXCLUDED.size, created_at = EXCLUDED.created_at`,
        [key, acl, contentType, file.data.length, ctx.now()],
      );
      const wanted = Number(fields.success_action_status);
      return reply.code([200, 201, 204].includes(wanted) ? wanted : 204).send();
    });
  });

  api.get<{ Params: { '*': string } }>('/oss/files/*', async (req, reply) => {
    let key: string;
    try {
      key = decodeURIComponent(req.params['*'] ?? '');
    } catch {
      return ossError(reply, 400, 'InvalidArgument', '文件路径不正确');
    }
    if (!validKey(key)) return ossError(reply, 400, 'InvalidArgument', '文件路径不正确');
    const [obj] = await db.query<{ acl: string; content_type: string }>(
      'SELECT acl, content_type FROM oss_objects WHERE key = $1',
      [key],
    );
    if (obj?.acl !== 'public-read') {
      const q = query(req.query);
      const expires = typeof q.Expires === 'string' && /^\d{1,12}$/.test(q.Expires) ? Number(q.Expires) : NaN;
      const sig = typeof q.Signature === 'string' ? q.Signature : '';
      if (!Number.isFinite(expires) || !sig || !safeEqual(signOf(key, expires), sig)) {
        return ossError(reply, 403, 'AccessDenied', '签名不正确');
      }
      if (expires * 1000 < ctx.now()) return ossError(reply, 403, 'AccessDenied', '链接已过期');
    }
    const data = obj ? await store.get(key) : undefined;
    if (!obj || !data) return ossError(reply, 404, 'NoSuchKey', '文件不存在');
    const safe = SAFE_TYPES.has(obj.content_type);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', obj.acl === 'public-read' ? 'public, max-age=86400' : 'private, max-age=600');
    if (!safe) reply.header('Content-Disposition', `attachment; filename="${path.basename(key)}"`);
    return reply.type(safe ? obj.content_type : 'application/octet-stream').send(data);
  });
}
