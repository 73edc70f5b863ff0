import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Feedback } from './fields';

export const postFeedbackConfirm = defineCall({
  method: 'POST',
  path: '/v1/feedback/:id/confirm',
  summary: '确认问题已解决：“待确认”(4) → “已确认”(5)；其他状态 1001，重复确认原样返回',
  tag: 'feedback',
  auth: true,
  schemas: { params: Type.Object({ id: Id('反馈编号') }), response: Feedback },
});
