import type { FastifyInstance } from 'fastify';
import { type TaskChannel, getMyTasks, getTask, getTasks, getTasksRecommend, getTasksSummary } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { paging } from '../../lib/paging';
import { cstPeriods, taskEarnings } from '../../earnings/overviews';
import { taskById } from '../../tasks/handoff';
import { allTasks, listMyTasks, listTasks, recommendedTasks, taskDetailFacts } from '../../tasks/hall';
import { profileStatus } from '../../polls/profile';
import { blockerOf, isOpen, isRecorded, taskOut } from '../../tasks/task-view';
import { expireAbandonedJoins } from '../../tasks/timeouts';

/** The task hall: the list, recommendations, the summary, a task's detail and the member's own tasks. */
export function registerHallRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getTasks, async (req, me) => {
    const memberId = me.id;
    await expireAbandonedJoins(db, memberId, ctx.now());
    const { module, type } = req.query;
    const { page, size, offset } = paging(req.query);
    const now = ctx.now();
    const { rows, total: n } = await listTasks(db, memberId, now, { module, type, size, offset });
    return { list: rows.map(({ join_state, ...t }) => taskOut(t, join_state, now)), total: n, page, size };
  });

  route(api, ctx, getTasksRecommend, async (req, me) => {
    const memberId = me.id;
    const now = ctx.now();
    const rows = await recommendedTasks(db, memberId, now);
    return rows.map((t) => taskOut(t, null, now));
  });

  route(api, ctx, getTasksSummary, async (req, me) => {
    const memberId = me.id;
    const now = ctx.now();
    const open = (await allTasks(db)).filter((t) => isOpen(t, now));
    const count = <K extends 'module' | 'type'>(key: K) => {
      const by = new Map<number, { open: number; gold: number }>();
      for (const t of open) {
        const entry = by.get(t[key]) ?? { open: 0, gold: 0 };
        by.set(t[key], { open: entry.open + 1, gold: entry.gold + t.gold });
      }
      return [...by.entries()].sort(([a], [b]) => a - b);
    };
    const { dayStart, monthStart } = cstPeriods(now);
    return {
      open: open.length,
      modules: count('module').map(([module, v]) => ({ module, ...v })),
      types: count('type').map(([type, v]) => ({ type, open: v.open })),
      today: await taskEarnings(db, memberId, dayStart),
      month: await taskEarnings(db, memberId, monthStart),
    };
  });

  route(api, ctx, getMyTasks, async (req, me) => {
    const memberId = me.id;
    await expireAbandonedJoins(db, memberId, ctx.now());
    const filter = req.query.filter ?? 'all';
    const { page, size, offset } = paging(req.query);
    const { rows, total: n } = await listMyTasks(db, memberId, filter, size, offset);
    return {
      list: rows.map((r) => ({
        taskId: r.id,
        title: r.title,
        type: r.type,
        module: r.module,
        state: r.state,
        finished: isRecorded(r),
        reward: r.reward,
        gold: r.gold,
        credit: r.credit,
        quality: r.quality,
        joinedAt: r.created_at,
        finishedAt: r.finished_at,
      })),
      total: n,
      page,
      size,
    };
  });

  route(api, ctx, getTask, async (req, me) => {
    const memberId = me.id;
    const t = await taskById(db, req.params.id);
    const now = ctx.now();
    await expireAbandonedJoins(db, memberId, now);
    const { join, quality, supplierName } = await taskDetailFacts(db, memberId, t);
    const { completed: profileDone } = await profileStatus(db, memberId);
    const recorded = join && isRecorded(join);
    return {
      ...taskOut(t, join?.state ?? null, now),
      hashId: t.hash_id,
      description: t.description || t.intro,
      audience: t.audience,
      credit: t.credit,
      quality: t.quality,
      channel: t.channel as TaskChannel,
      supplierName,
      startAt: t.start_at,
      needsProfile: t.needs_profile,
      minQuality: t.min_quality,
      joinedAt: join?.created_at ?? null,
      finishedAt: recorded ? (join.finished_at ?? join.created_at) : null,
      earned: recorded ? { gold: join.gold, credit: join.credit, quality: join.quality } : null,
      blocker: blockerOf(t, join, { quality, profileDone }, now),
    };
  });
}
