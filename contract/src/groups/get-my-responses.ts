import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { GroupResponse, GroupQuery } from './entities';

export const MyResponse = Type.Composite([GroupResponse, Type.Object({ topicTitle: Type.String() })]);
export type MyResponse = Static<typeof MyResponse>;

export const getMyResponses = defineCall({
  method: 'GET',
  path: '/focusResponses/list',
  summary: '我在讨论组中的全部回复（新的在前）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...GroupQuery, ...PageQuery }), response: Page(MyResponse) },
});
