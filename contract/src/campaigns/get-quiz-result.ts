import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { QuizResult, QuizResultId } from './post-quiz-answers';

export const getQuizResult = defineCall({
  method: 'GET',
  path: '/v1/quiz/results/:id',
  summary: '一份答题成绩（分享卡片用）',
  tag: 'campaigns',
  auth: false,
  schemas: { params: Type.Object({ id: QuizResultId }), response: QuizResult },
});
