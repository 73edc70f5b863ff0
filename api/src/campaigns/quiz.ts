// The quiz is scored here from the question bank: what the browser sends is only the chosen options.
import { randomBytes } from 'node:crypto';
import type { QuizResult } from '@survey/contract';
import type { Selectable } from 'kysely';
import { invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { QuizResultsTable } from '../db/schema';
import { runningCampaign } from './frame';

export const resultView = (r: Selectable<QuizResultsTable>): QuizResult => ({
  id: r.id,
  nickname: r.nickname,
  score: r.score,
  total: r.total,
  correct: r.correct,
  questions: r.questions,
  createdAt: r.created_at,
});

export async function scoreQuiz(
  ctx: ApiContext,
  member: { id: number; nickname: string } | null,
  answers: { questionId: number; option: number }[],
): Promise<QuizResult> {
  const { db } = ctx;
  await runningCampaign(db, ctx, 'answerSheet');
  const questions = await db.sql.selectFrom('quiz_questions').select(['id', 'answer', 'points']).execute();
  const chosen = new Map<number, number>();
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionId)) throw invalid('答案里有不存在的题目，请刷新后重新作答');
    if (chosen.has(a.questionId)) throw invalid('同一道题只能提交一个答案');
    chosen.set(a.questionId, a.option);
  }
  if (chosen.size < questions.length) throw invalid(`还有 ${questions.length - chosen.size} 道题没有作答`);
  const right = questions.filter((q) => chosen.get(q.id) === q.answer);
  const row = await db.sql
    .insertInto('quiz_results')
    .values({
      id: randomBytes(12).toString('base64url'),
      member_id: member?.id ?? null,
      nickname: member?.nickname ?? '游客',
      score: right.reduce((sum, q) => sum + q.points, 0),
      total: questions.reduce((sum, q) => sum + q.points, 0),
      correct: right.length,
      questions: questions.length,
      created_at: ctx.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return resultView(row);
}

export async function quizQuestions(q: Queryable) {
  return q.sql.selectFrom('quiz_questions').select(['id', 'title', 'options', 'points']).orderBy('sort').orderBy('id').execute();
}

export async function quizResultById(q: Queryable, id: string) {
  return q.sql.selectFrom('quiz_results').selectAll().where('id', '=', id).executeTakeFirst();
}
