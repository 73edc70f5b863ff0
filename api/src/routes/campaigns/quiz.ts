import type { FastifyInstance } from 'fastify';
import { getKoi, getKoiWinners, getQuiz, getQuizResult, postKoiEntry, postQuizAnswers } from '@survey/contract';
import { ApiError, Codes, invalid } from '../../codes';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { route } from '../../http/route';
import { authenticate } from '../../auth/authenticate';
import { memberById } from '../../account/members';
import { campaignOf, maskName, runningCampaign } from '../../campaigns/frame';
import { resultView, scoreQuiz } from '../../campaigns/quiz';
import { optionalMemberId } from './events';

/** Tasks a member completes during the koi campaign before they may enter. */
export const KOI_TASKS_NEEDED = 1;

/** The quiz and the koi grand prize. */
export function registerQuizRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getQuiz, async () => {
    await campaignOf(db, 'answerSheet');
    const rows = await db.sql
      .selectFrom('quiz_questions')
      .select(['id', 'title', 'options', 'points'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title, options: r.options.split('\n'), points: r.points }));
  });

  route(api, postQuizAnswers, async (req) => {
    const id = await optionalMemberId(ctx, req);
    const member = id === null ? null : ((await memberById(db, id)) ?? null);
    return scoreQuiz(ctx, member, req.body.answers);
  });

  route(api, getQuizResult, async (req) => {
    const r = await db.sql.selectFrom('quiz_results').selectAll().where('id', '=', req.query.id).executeTakeFirst();
    if (!r) throw new ApiError(Codes.NOT_FOUND, '答题结果不存在');
    return { ...resultView(r), nickname: maskName(r.nickname) };
  });

  const koiOf = async (q: Queryable, memberId: number | null) => {
    const c = await campaignOf(q, 'koi');
    const { n } = await q.sql
      .selectFrom('koi_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (memberId === null) return { entries: Number(n), entered: false, tasksNeeded: KOI_TASKS_NEEDED, tasksDone: 0 };
    const entry = await q.sql.selectFrom('koi_entries').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
    const done = await q.sql
      .selectFrom('task_joins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('state', '=', 1)
      .where('finished_at', '>=', c.start_at)
      .where('finished_at', '<', c.end_at)
      .executeTakeFirstOrThrow();
    return { entries: Number(n), entered: Boolean(entry), tasksNeeded: KOI_TASKS_NEEDED, tasksDone: Number(done.n) };
  };

  route(api, getKoi, async (req) => koiOf(db, await optionalMemberId(ctx, req)));

  route(api, postKoiEntry, async (req) => {
    const memberId = await authenticate(ctx, req);
    await runningCampaign(db, ctx, 'koi');
    const koi = await koiOf(db, memberId);
    if (koi.entered) return koi;
    if (koi.tasksDone < koi.tasksNeeded) throw invalid(`活动期间完成 ${koi.tasksNeeded} 个任务后才能报名，去任务大厅看看吧`);
    await db.sql
      .insertInto('koi_entries')
      .values({ member_id: memberId, created_at: ctx.now() })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    return koiOf(db, memberId);
  });

  route(api, getKoiWinners, async () => {
    const rows = await db.sql.selectFrom('koi_winners').selectAll().orderBy('announced_at', 'desc').orderBy('id').execute();
    return rows.map((w) => ({
      round: w.round,
      nickname: maskName(w.nickname),
      memberCode: w.member_code.length > 4 ? `${w.member_code.slice(0, 3)}****${w.member_code.slice(-2)}` : w.member_code,
      prize: w.prize,
      announcedAt: w.announced_at,
    }));
  });
}
