import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postAttachmentRemove = defineCall({
  method: 'POST',
  path: '/focus/attachment/remove',
  summary: '移除自己的附件；别人的附件不能移除',
  tag: 'groups',
  auth: true,
  schemas: { body: Type.Object({ id: Id('附件') }), response: Empty },
});
