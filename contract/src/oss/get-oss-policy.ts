import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { StringEnum } from '../common/fields';

export const OSS_MODULES = ['avatar', 'feedback', 'bbs'] as const;
export type OssModule = (typeof OSS_MODULES)[number];

/** A signed, 30-minute upload policy for one module folder (Aliyun OSS PostObject form fields). */
export const OssPolicy = Type.Object({
  /** Where the form is posted: `/api/oss/upload`. */
  host: Type.String(),
  /** The key prefix the policy allows, `<module>/`. */
  dir: Type.String(),
  OSSAccessKeyId: Type.String(),
  /** Base64 of `{ expiration, conditions }`. */
  policy: Type.String(),
  /** HMAC-SHA1 of `policy`, base64. */
  Signature: Type.String(),
  /** When the policy expires (epoch seconds, the object store's convention). */
  expire: Type.Integer({ description: '秒级时间戳' }),
});
export type OssPolicy = Static<typeof OssPolicy>;

export const getOssPolicy = defineCall({
  method: 'GET',
  path: '/v1/oss/policy',
  summary: '直传对象存储的上传策略（30 分钟有效，单个文件不超过 10 MB）',
  tag: 'oss',
  auth: true,
  schemas: { querystring: Type.Object({ module: StringEnum('上传模块', OSS_MODULES) }), response: OssPolicy },
});
