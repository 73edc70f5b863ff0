import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { GroupResponse } from './entities';
import { ResponseFields } from './response-body';

export const postResponseEdit = defineCall({
  method: 'POST',
  path: '/focusResponses/edit',
  summary: '修改自己的回复（内容、标签、附件）；别人的回复不能修改',
  tag: 'groups',
  auth: true,
  schemas: { body: Type.Object({ id: Id('回复'), ...ResponseFields }), response: GroupResponse },
});
