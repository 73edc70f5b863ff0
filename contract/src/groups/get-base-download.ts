import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { CsvFile, GroupQuery } from './entities';

export const getBaseDownload = defineCall({
  method: 'GET',
  path: '/focusResponses/base/download',
  summary: '主持人：下载成员基本信息（CSV：成员、手机号、属性、回复数）',
  tag: 'groups',
  auth: true,
  raw: true,
  schemas: { querystring: Type.Object({ ...GroupQuery }), response: CsvFile },
});
