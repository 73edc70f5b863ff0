import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

const Field = (description: string, maxLength = 4096) => Type.String({ title: description, maxLength, description });

/**
 * The object store's form upload (multipart/form-data, file last). Not an envelope call: the answer is
 * the HTTP status `success_action_status` with an empty body, or an XML `<Error><Code>…` with 400/403/413.
 */
export const postOssUpload = defineCall({
  method: 'POST',
  path: '/oss/upload',
  summary:
    '表单直传文件（multipart/form-data，file 为最后一个字段）；签名、有效期、对象键、访问权限和配额在保存前校验，已存在的对象不会被覆盖（409）',
  tag: 'oss',
  auth: false,
  raw: true,
  consumes: 'multipart/form-data',
  schemas: {
    body: Type.Object({
      OSSAccessKeyId: Field('OSSAccessKeyId', 128),
      Signature: Field('策略签名', 128),
      policy: Field('上传策略'),
      key: Field('对象键（上传策略签名的 key）', 200),
      success_action_status: Type.Optional(Field('成功时的 HTTP 状态：200、201 或 204（默认）', 3)),
      'x-oss-object-acl': Type.Optional(
        Field('访问权限：须与上传策略签名的 acl 相同（也可放在同名请求头）；public-read 时无需签名即可下载', 32),
      ),
      file: Type.String({ format: 'binary', description: '文件内容，不超过 10 MB' }),
    }),
    response: Type.Null({ description: '空响应体，HTTP 状态为 success_action_status' }),
  },
});
