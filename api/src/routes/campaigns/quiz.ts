import type { FastifyInstance } from 'fastify';
import { getKoi, getKoiWinners, getQuiz, getQuizResult, postKoiEntry, postQuizAnswers } from '@survey/contract';
import { BusinessError, Codes, invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { memberById } from '../../account/members';
import { campaignOf, maskName, runningCampaign } from '../../campaigns/frame';
import { enterKoi, koiState, koiWinners } from '../../campaigns/koi';
import { quizQuestions, quizResultById, resultView, scoreQuiz } from '../../campaigns/quiz';

/** The quiz and the koi grand prize. */
export function registerQuizRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getQuiz, async () => {
    await campaignOf(db, 'answerSheet');
    const rows = await quizQuestions(db);
    return rows.map((r) => ({ id: r.id, title: r.title, options: r.options.split('\n'), points: r.points }));
  });

  route(api, ctx, postQuizAnswers, async (req, me) => {
    const id = me?.id ?? null;
    const member = id === null ? null : ((await memberById(db, id)) ?? null);
    return scoreQuiz(ctx, member, req.body.answers);
  });

  route(api, ctx, getQuizResult, async (req) => {
    const r = await quizResultById(db, req.query.id);
    if (!r) throw new BusinessError(Codes.NOT_FOUND, '答题结果不存在');
    return { ...resultView(r), nickname: maskName(r.nickname) };
  });

  route(api, ctx, getKoi, async (req, me) => koiState(db, me?.id ?? null));

  route(api, ctx, postKoiEntry, async (req, me) => {
    const memberId = me.id;
    await runningCampaign(db, ctx, 'koi');
    const koi = await koiState(db, memberId);
    if (koi.entered) return koi;
    if (koi.tasksDone < koi.tasksNeeded) throw invalid(`活动期间完成 ${koi.tasksNeeded} 个任务后才能报名，去任务大厅看看吧`);
    await enterKoi(db, ctx, memberId);
    return koiState(db, memberId);
  });

  route(api, ctx, getKoiWinners, async () => {
    const rows = await koiWinners(db);
    return rows.map((w) => ({
      round: w.round,
      nickname: maskName(w.nickname),
      memberCode: w.member_code.length > 4 ? `${w.member_code.slice(0, 3)}****${w.member_code.slice(-2)}` : w.member_code,
      prize: w.prize,
      announcedAt: w.announced_at,
    }));
  });
}
