import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Text } from '../common/fields';
import { HandoffToken } from './get-poll';

/** Answers to a questionnaire: the chosen option ids of each question. */
export const Answers = Type.Array(
  Type.Object({
    q: Text('题目编号', 16, 1),
    options: Type.Array(Text('选项编号', 16, 1), { title: '选项', maxItems: 12 }),
  }),
  { title: '答案', maxItems: 40 },
);
export type Answers = Static<typeof Answers>;

export const PollSubmitted = Type.Object({
  /** JOIN_STATES value the supplier decided. */
  state: Type.Integer(),
  /** The platform's return screen with the signed result. */
  redirect: Type.String(),
});
export type PollSubmitted = Static<typeof PollSubmitted>;

export const postPoll = defineCall({
  method: 'POST',
  path: '/v1/polls',
  summary: '提交问卷答案：由答案、配额和用时决定结果（演示模式可强制结果），返回带签名结果的回跳地址',
  tag: 'polls',
  auth: false,
  schemas: {
    body: Type.Object({
      poll: Id('问卷ID'),
      h: HandoffToken,
      answers: Answers,
      /** Demo switch (demo mode only): forces this outcome (JOIN_STATES value). */
      force: Type.Optional(Type.Integer({ title: '演示结果', minimum: 0, maximum: 8 })),
      /** The member gave up: recorded as not completed (join state 0). */
      quit: Type.Optional(Type.Boolean({ title: '放弃答题' })),
    }),
    response: PollSubmitted,
  },
});
