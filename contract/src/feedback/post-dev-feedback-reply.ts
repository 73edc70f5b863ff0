import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { ReplyText } from './fields';
import { OperatorFeedback } from './get-dev-feedbacks';

export const postDevFeedbackReply = defineCall({
  method: 'POST',
  path: '/dev/feedback/:id/reply',
  summary: '演示模式（运营命令）：客服回复并把反馈移到状态 state（0-4，默认 4 待确认）；已确认的反馈 1001',
  tag: 'dev',
  auth: false,
  schemas: {
    params: Type.Object({ id: Id('反馈编号') }),
    body: Type.Object({
      content: Type.Optional(ReplyText),
      state: Type.Optional(Type.Integer({ title: '状态', minimum: 0, maximum: 4 })),
    }),
    response: OperatorFeedback,
  },
});
