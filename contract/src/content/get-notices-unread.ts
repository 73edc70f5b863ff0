import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

export const NoticeSummary = Type.Object({ id: Id(), title: Type.String(), createdAt: Millis });
export type NoticeSummary = Static<typeof NoticeSummary>;

export const getNoticesUnread = defineCall({
  method: 'GET',
  path: '/v1/notices/unread',
  summary: '我未读的公告（新的在前）',
  tag: 'content',
  auth: true,
  schemas: { response: Type.Array(NoticeSummary) },
});
