import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { CsvFile, GroupQuery } from './entities';

export const getAttachmentListDownload = defineCall({
  method: 'GET',
  path: '/focusResponses/attachment/download',
  summary: '主持人：下载附件清单（CSV：文件名、类型、大小、成员、话题、时间）',
  tag: 'groups',
  auth: true,
  raw: true,
  schemas: { querystring: Type.Object({ ...GroupQuery }), response: CsvFile },
});
