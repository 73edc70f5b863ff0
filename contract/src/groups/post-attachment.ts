import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';
import { Attachment, TopicQuery } from './entities';

export const postAttachment = defineCall({
  method: 'POST',
  path: '/focus/attachment',
  summary: '登记已上传的附件（对象键须是上传策略为我签发的 bbs/ 键；图片、文档、音视频，不超过 5 MB）',
  tag: 'groups',
  auth: true,
  schemas: {
    body: Type.Object({ ...TopicQuery, key: Text('附件地址', 200, 1), fileName: Type.Optional(Text('原文件名', 255)) }),
    response: Attachment,
  },
});
