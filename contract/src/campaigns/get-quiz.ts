import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

/** A question as the browser sees it: never its answer. */
export const QuizQuestion = Type.Object({ id: Id(), title: Type.String(), options: Type.Array(Type.String()), points: Type.Integer() });
export type QuizQuestion = Static<typeof QuizQuestion>;

export const getQuiz = defineCall({
  method: 'GET',
  path: '/v1/quiz',
  summary: '答题活动的题目（不含答案）',
  tag: 'campaigns',
  auth: false,
  schemas: { response: Type.Array(QuizQuestion) },
});
