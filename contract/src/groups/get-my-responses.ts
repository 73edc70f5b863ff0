import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Page, PageQuery } from '../common/fields';
import { GroupResponse, GroupQuery } from './entities';

export const MyResponse = Type.Composite([
  GroupResponse,
  Type.Object({
    topicTitle: Type.String(),
    /** The host's follow-ups (追问) on this response, oldest first: 我的回复 shows them as the topic does. */
    followUps: Type.Array(GroupResponse),
  }),
]);
export type MyResponse = Static<typeof MyResponse>;

export const getMyResponses = defineCall({
  method: 'GET',
  path: '/focusResponses/list',
  summary: '我在讨论组中的全部回复（新的在前），每条带主持人的追问；可按板块筛选',
  tag: 'groups',
  auth: true,
  schemas: {
    querystring: Type.Object({ ...GroupQuery, sectionId: Type.Optional(Id('板块')), ...PageQuery }),
    response: Page(MyResponse),
  },
});
