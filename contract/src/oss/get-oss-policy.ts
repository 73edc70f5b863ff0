import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { StringEnum } from '../common/fields';

export const OSS_MODULES = ['avatar', 'feedback', 'bbs'] as const;
export type OssModule = (typeof OSS_MODULES)[number];

export const OSS_ACLS = ['private', 'public-read'] as const;
export type OssAcl = (typeof OSS_ACLS)[number];

/**
 * A signed, 30-minute upload policy for ONE object (Aliyun OSS PostObject form fields). The API names
 * the object — `<module>/<member id>/<timestamp><1000-9999><.ext>` — and signs its key, its ACL and
 * the bytes the member's quota still allows; the form must carry exactly that key and ACL.
 */
export const OssPolicy = Type.Object({
  /** Where the form is posted: `/api/oss/upload`. */
  host: Type.String(),
  /** The member's folder in the module, `<module>/<member id>/`. */
  dir: Type.String(),
  /** The object key the form must carry (`key` field). */
  key: Type.String(),
  /** The ACL the form must carry (`x-oss-object-acl` field or header). */
  acl: StringEnum('访问权限', OSS_ACLS),
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
  summary:
    '直传对象存储的上传策略：由服务端命名对象（会员自己的目录下，时间戳 + 1000-9999 + 扩展名），签名包含对象键、访问权限和剩余配额；30 分钟有效，单个文件不超过 10 MB；只有头像可公开',
  tag: 'oss',
  auth: true,
  schemas: {
    querystring: Type.Object({
      module: StringEnum('上传模块', OSS_MODULES),
      /** The original file's extension, kept in the object's name. */
      ext: Type.Optional(Type.String({ title: '文件扩展名', pattern: '^\\.[A-Za-z0-9]{1,10}$' })),
      acl: Type.Optional(StringEnum('访问权限', OSS_ACLS)),
    }),
    response: OssPolicy,
  },
});
