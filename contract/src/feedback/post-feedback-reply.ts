import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { Feedback, ReplyText } from './fields';

export const postFeedbackReply = defineCall({
  method: 'POST',
  path: '/v1/feedback/:id/reply',
  summary: '会员补充说明：反馈回到“待处理”；已确认的反馈不能再回复（1001）',
  tag: 'feedback',
  auth: true,
  schemas: { params: Type.Object({ id: Id('反馈编号') }), body: Type.Object({ content: ReplyText }), response: Feedback },
});
