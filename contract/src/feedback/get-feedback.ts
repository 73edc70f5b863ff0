import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Feedback } from './fields';

export const getFeedback = defineCall({
  method: 'GET',
  path: '/v1/feedback/:id',
  summary: '我的一条反馈和与客服的对话；不是本人的或不存在 404',
  tag: 'feedback',
  auth: true,
  schemas: { params: Type.Object({ id: Id('反馈编号') }), response: Feedback },
});
