import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

export const QuizResultId = Type.String({ title: '答题结果', pattern: '^[A-Za-z0-9_-]{16,32}$' });

export const QuizResult = Type.Object({
  id: Type.String(),
  nickname: Type.String(),
  score: Type.Integer(),
  total: Type.Integer(),
  correct: Type.Integer(),
  questions: Type.Integer(),
  createdAt: Millis,
});
export type QuizResult = Static<typeof QuizResult>;

export const postQuizAnswers = defineCall({
  method: 'POST',
  path: '/v1/quiz/answers',
  summary: '交卷：服务端按题库判分（浏览器改动不影响分数），登录会员的成绩记在名下；返回可分享的结果',
  tag: 'campaigns',
  auth: 'optional',
  schemas: {
    body: Type.Object({
      answers: Type.Array(Type.Object({ questionId: Id('题目'), option: Type.Integer({ title: '选项', minimum: 0, maximum: 20 }) }), {
        title: '答案',
        maxItems: 100,
      }),
    }),
    response: QuizResult,
  },
});
