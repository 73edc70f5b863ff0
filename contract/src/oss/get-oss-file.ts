import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/**
 * Downloads an object. Not an envelope call: the bytes, or an XML `<Error><Code>…` with 400/403/404.
 * Private objects need a valid, unexpired signature (from GET /v1/oss/sign); public-read ones need none.
 */
export const getOssFile = defineCall({
  method: 'GET',
  path: '/oss/files/*',
  summary: '下载文件：私有文件需要签名地址；仅图片、PDF 和纯文本内联显示，其余作为附件下载',
  tag: 'oss',
  auth: false,
  raw: true,
  schemas: {
    params: Type.Object({ '*': Type.String({ title: '文件路径', description: '对象键，如 avatar/1763700000000123.png' }) }),
    querystring: Type.Object({
      OSSAccessKeyId: Type.Optional(Type.String()),
      Expires: Type.Optional(Type.String({ description: '秒级时间戳' })),
      Signature: Type.Optional(Type.String()),
    }),
    response: Type.String({ format: 'binary', description: '文件内容' }),
  },
});
