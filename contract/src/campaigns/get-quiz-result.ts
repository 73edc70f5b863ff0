import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { QuizResult, QuizResultId } from './post-quiz-answers';

export const getQuizResult = defineCall({
  method: 'GET',
  path: '/v1/quiz/result',
  summary: '一份答题成绩（分享卡片用）',
  tag: 'campaigns',
  auth: false,
  schemas: { querystring: Type.Object({ id: QuizResultId }), response: QuizResult },
});
