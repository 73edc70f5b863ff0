import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { CsvFile, GroupQuery } from './entities';

export const getMemberDownload = defineCall({
  method: 'GET',
  path: '/focusResponses/member/download',
  summary: '主持人：下载一位成员的全部回复（CSV）',
  tag: 'groups',
  auth: true,
  raw: true,
  schemas: { querystring: Type.Object({ ...GroupQuery, memberId: Id('成员') }), response: CsvFile },
});
