import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { CsvFile, GroupQuery } from './entities';

export const getResponsesDownload = defineCall({
  method: 'GET',
  path: '/focusResponses/download',
  summary: '主持人：下载全部回复（CSV：话题、成员、内容、标签、附件数、时间）',
  tag: 'groups',
  auth: true,
  raw: true,
  schemas: { querystring: Type.Object({ ...GroupQuery }), response: CsvFile },
});
