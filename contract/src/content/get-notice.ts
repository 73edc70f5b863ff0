import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

export const Notice = Type.Object({ id: Id(), title: Type.String(), content: Type.String(), createdAt: Millis });
export type Notice = Static<typeof Notice>;

export const getNotice = defineCall({
  method: 'GET',
  path: '/v1/notices/:id',
  summary: '一条公告，打开即标为已读；不存在时 404',
  tag: 'content',
  auth: true,
  schemas: { params: Type.Object({ id: Id('公告编号') }), response: Notice },
});
