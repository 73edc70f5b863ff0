import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { CsvFile } from './entities';
import { MemberFilters } from './get-group-members';

export const getGroupMembersDownload = defineCall({
  method: 'GET',
  path: '/focusMembers/download',
  summary: '主持人：下载成员列表（CSV 文件，筛选条件同成员列表）',
  tag: 'groups',
  auth: true,
  raw: true,
  schemas: { querystring: Type.Object(MemberFilters), response: CsvFile },
});
