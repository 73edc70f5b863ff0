import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { GroupResponse } from './entities';
import { ResponseFields } from './response-body';

export const postResponseFollowUp = defineCall({
  method: 'POST',
  path: '/focusResponses/:id',
  summary: '追问或回应一条回复（主持人追问，参与者回应）',
  tag: 'groups',
  auth: true,
  schemas: { params: Type.Object({ id: Id('回复') }), body: Type.Object(ResponseFields), response: GroupResponse },
});
