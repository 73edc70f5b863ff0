import type { FastifyInstance } from 'fastify';
import { getAppraise, getCourse, getCourses, getRanking, getTipArticle, getTipArticles, postCourseProgress } from '@survey/contract';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { memberById } from '../../account/members';
import { courseById, courseProgressOf, listCourses, listTipArticles, recordCourseProgress, tipArticleById } from '../../campaigns/courses';
import { cstMonth, ownRank, topEarners } from '../../campaigns/leaderboard';

/** Leaderboards, answering tips and courses. */
export function registerRankingRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getRanking, async (req, me) => {
    const period = req.query.period === 'total' ? null : cstMonth(ctx.now());
    const list = await topEarners(db, period, 20);
    const memberId = me?.id ?? null;
    const member = memberId === null ? undefined : await memberById(db, memberId);
    return { list, me: member ? { ...(await ownRank(db, period, member.id)), nickname: member.nickname } : null };
  });

  route(api, ctx, getAppraise, async () => {
    const month = cstMonth(ctx.now(), 1);
    return { month: month.label, winners: await topEarners(db, month, 10) };
  });

  route(api, ctx, getTipArticles, async () => {
    const rows = await listTipArticles(db);
    return rows.map((a) => ({ id: a.id, title: a.title, summary: a.summary, createdAt: a.created_at }));
  });

  route(api, ctx, getTipArticle, async (req) => {
    const a = await tipArticleById(db, req.params.id);
    if (!a) throw new BusinessError(Codes.NOT_FOUND, '文章不存在');
    return { id: a.id, title: a.title, summary: a.summary, content: a.content, createdAt: a.created_at };
  });

  route(api, ctx, getCourses, async (req, me) => {
    const progress = await courseProgressOf(db, me.id);
    const rows = await listCourses(db);
    return rows.map((c) => ({
      id: c.id,
      title: c.title,
      summary: c.summary,
      kind: c.kind,
      minutes: c.minutes,
      progress: progress.get(c.id)?.progress ?? 0,
    }));
  });

  route(api, ctx, getCourse, async (req, me) => {
    const progress = await courseProgressOf(db, me.id);
    const c = await courseById(db, req.params.id);
    if (!c) throw new BusinessError(Codes.NOT_FOUND, '课程不存在');
    const p = progress.get(c.id);
    return {
      id: c.id,
      title: c.title,
      summary: c.summary,
      kind: c.kind,
      minutes: c.minutes,
      content: c.content,
      videoUrl: c.video_url,
      progress: p?.progress ?? 0,
      position: p?.position ?? 0,
    };
  });

  route(api, ctx, postCourseProgress, async (req, me) => {
    const memberId = me.id;
    const { progress, position = 0 } = req.body;
    const row = await recordCourseProgress(db, ctx, memberId, req.params.id, progress, position);
    if (!row) throw new BusinessError(Codes.NOT_FOUND, '课程不存在');
    return row;
  });
}
