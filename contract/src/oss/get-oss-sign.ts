import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';

export const getOssSign = defineCall({
  method: 'GET',
  path: '/v1/oss/sign',
  summary: '私有文件的签名下载地址（1 小时有效）；url 可以是对象键、/api/oss/files/… 或绝对地址',
  tag: 'oss',
  auth: true,
  schemas: {
    querystring: Type.Object({ url: Text('文件地址', 1000, 1) }),
    response: Type.Object({ url: Type.String({ description: '/api/oss/files/<key>?OSSAccessKeyId=…&Expires=…&Signature=…' }) }),
  },
});
