import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Id } from '../common/fields';

export const postResponseDelete = defineCall({
  method: 'POST',
  path: '/focusResponses/delete',
  summary: '删除自己的回复（连同其附件）；别人的回复不能删除',
  tag: 'groups',
  auth: true,
  schemas: { body: Type.Object({ id: Id('回复') }), response: Empty },
});
