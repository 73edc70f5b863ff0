import multipart from '@fastify/multipart';
import { type OssAcl, postOssUpload } from '@survey/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { hmacSha1Base64, safeEqual } from '../../crypto';
import { OssError } from './oss-error';
import { claimObject, deleteObject } from '../../oss/objects';
import { OSS_MAX_BYTES, validKey } from './store';

interface Grant {
  key: string;
  maxBytes: number;
  acl: OssAcl;
  /** The member the policy was signed for (the key's folder). */
  ownerId: number;
}

interface Upload extends Grant {
  name: string;
  contentType: string;
  data: Buffer;
}

type Fields = Record<string, string | undefined>;

/** The policy document inside the form, as the API issued it (GET /v1/oss/policy). */
interface PolicyDocument {
  expiration?: unknown;
  conditions?: unknown;
}

const denied = (message: string) => new OssError(403, 'AccessDenied', message);

type Condition = [string, unknown, unknown];
const isCondition = (c: unknown): c is Condition => Array.isArray(c) && c.length === 3 && typeof c[0] === 'string';
const KEY_OWNER = /^[a-z]+\/(\d{1,10})\//;

/**
 * What the form's signed policy allows: the one key it may write, with which ACL and how many bytes;
 * 403 otherwise. `requestedAcls` are the form's and the header's `x-oss-object-acl`: each must be the signed one.
 */
function grantOf(ctx: ApiContext, fields: Fields, requestedAcls: (string | undefined)[]): Grant {
  const { accessKeyId, secret } = ctx.oss;
  if (fields.OSSAccessKeyId !== accessKeyId) throw new OssError(403, 'InvalidAccessKeyId', 'AccessKeyId 无效');
  const policyB64 = fields.policy ?? '';
  const signature = fields.Signature ?? '';
  if (!policyB64 || !signature || !safeEqual(hmacSha1Base64(secret, policyB64), signature)) {
    throw new OssError(403, 'SignatureDoesNotMatch', '签名不正确');
  }
  let policy: PolicyDocument;
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8'));
  } catch {
    throw denied('策略无效');
  }
  const expiration = Date.parse(String(policy.expiration ?? ''));
  if (!Number.isFinite(expiration) || expiration <= ctx.now()) throw denied('上传策略已过期');
  const conditions = Array.isArray(policy.conditions) ? policy.conditions.filter(isCondition) : [];
  const signed = (field: string) => conditions.find(([op, name]) => op === 'eq' && name === `$${field}`)?.[2];
  const range = conditions.find(([op]) => op === 'content-length-range');
  const key = signed('key');
  const owner = typeof key === 'string' ? KEY_OWNER.exec(key) : null;
  if (typeof key !== 'string' || fields.key !== key || !validKey(key) || !owner) throw denied('文件路径不符合上传策略');
  const acl = signed('x-oss-object-acl');
  if ((acl !== 'private' && acl !== 'public-read') || requestedAcls.some((a) => a !== undefined && a !== acl)) {
    throw denied('访问权限不符合上传策略');
  }
  const maxBytes = Math.min(range ? Number(range[2]) : 0, OSS_MAX_BYTES);
  return { key, acl, ownerId: Number(owner[1]), maxBytes: Number.isFinite(maxBytes) ? maxBytes : 0 };
}

const uploads = new WeakMap<FastifyRequest, Upload>();

/**
 * Reads the form. The file comes last (as on the real object store), so the fields before it must already
 * carry a valid signed policy for the key: a form that fails is refused before a byte of the file is kept.
 */
async function readForm(ctx: ApiContext, req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return; // anything else fails the body schema: 400
  const fields = new Map<string, string>();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || fields.has(part.fieldname)) throw new OssError(400, 'InvalidArgument', '表单格式不正确');
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'file' || uploads.has(req)) throw new OssError(400, 'InvalidArgument', '表单格式不正确');
      const header = req.headers['x-oss-object-acl'];
      const grant = grantOf(ctx, Object.fromEntries(fields), [
        fields.get('x-oss-object-acl'),
        Array.isArray(header) ? header.join(',') : header,
      ]);
      const data = await part.toBuffer();
      if (data.length > grant.maxBytes) throw new OssError(400, 'EntityTooLarge', '文件过大');
      uploads.set(req, { ...grant, name: part.filename, contentType: part.mimetype, data });
    }
  } catch (error) {
    if (error instanceof OssError) throw error;
    const tooLarge = (error as { statusCode?: number }).statusCode === 413;
    throw tooLarge ? new OssError(413, 'EntityTooLarge', '文件过大') : new OssError(400, 'InvalidArgument', '表单格式不正确');
  }
  const file = uploads.get(req);
  // The schema sees the file by its name; its bytes wait in `uploads` for the handler.
  req.body = { ...Object.fromEntries(fields), ...(file ? { file: file.name } : {}) };
}

/** POST /oss/upload: the object store's form upload (Aliyun PostObject), multipart parsed by @fastify/multipart. */
export async function registerUploadRoute(scope: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { store } = ctx.oss;
  await scope.register(multipart, {
    limits: { fileSize: OSS_MAX_BYTES, files: 1, fields: 16, parts: 17, fieldSize: 8192, headerPairs: 16 },
  });
  scope.addHook('preValidation', (req) => readForm(ctx, req));

  route(scope, ctx, postOssUpload, async (req, _me, reply) => {
    const upload = uploads.get(req);
    if (!upload) throw new OssError(400, 'InvalidArgument', '缺少文件');
    const { key, data, acl, ownerId } = upload;
    const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(upload.contentType) ? upload.contentType.toLowerCase() : 'application/octet-stream';
    // Claimed in the database first, within the owner's quota: a key is written once, never overwritten.
    await db.tx(async (q) => {
      const claim = await claimObject(q, ctx, { key, acl, contentType, size: data.length, ownerId });
      if (claim === 'quota') throw new OssError(403, 'QuotaExceeded', '上传空间已用完');
      if (claim === 'taken') throw new OssError(409, 'FileAlreadyExists', '文件已存在');
    });
    try {
      await store.put(key, data);
    } catch (error) {
      await deleteObject(db, key);
      throw error;
    }
    const wanted = Number(req.body.success_action_status);
    return reply.code([200, 201, 204].includes(wanted) ? wanted : 204).send();
  });
}
