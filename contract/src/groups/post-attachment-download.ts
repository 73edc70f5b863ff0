import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const postAttachmentDownload = defineCall({
  method: 'POST',
  path: '/focus/attachment/download',
  summary: '附件的签名下载地址（1 小时有效）和下载文件名',
  tag: 'groups',
  auth: true,
  schemas: {
    body: Type.Object({ id: Id('附件') }),
    response: Type.Object({ url: Type.String(), fileName: Type.String() }),
  },
});
