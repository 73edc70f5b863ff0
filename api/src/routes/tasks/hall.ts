import type { FastifyInstance } from 'fastify';
import { type TaskChannel, getMyTasks, getTask, getTasks, getTasksRecommend, getTasksSummary } from '@survey/contract';
import { route } from '../../http/route';
import type { Ctx } from '../../context';
import { paging } from '../../lib/paging';
import { authenticate } from '../../auth/authenticate';
import { cstPeriods, taskEarnings } from '../../tasks/earnings';
import { taskById } from '../../tasks/handoff';
import { profileStatus } from '../../tasks/profile';
import { blockerOf, isOpen, isRecorded, taskOut } from '../../tasks/task-view';
import { expireAbandonedJoins } from '../../tasks/timeouts';

/** The task hall: the list, recommendations, the summary, a task's detail and the member's own tasks. */
export function registerHallRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getTasks, async (req) => {
    const memberId = await authenticate(ctx, req);
    await expireAbandonedJoins(db, memberId, ctx.now());
    const { module, type } = req.query;
    const { page, size, offset } = paging(req.query);
    const now = ctx.now();
    const filtered = db.sql
      .selectFrom('tasks as t')
      .$if(module !== undefined, (qb) => qb.where('t.module', '=', module!))
      .$if(type !== undefined, (qb) => qb.where('t.type', '=', type!));
    const rows = await filtered
      .leftJoin('task_joins as j', (join) => join.onRef('j.task_id', '=', 't.id').on('j.member_id', '=', memberId))
      .selectAll('t')
      .select('j.state as join_state')
      // Open tasks first.
      .orderBy((eb) => eb.and([eb('t.status', '=', 0), eb('t.end_at', '>', now), eb('t.completed', '<', eb.ref('t.quota'))]), 'desc')
      .orderBy('t.id')
      .limit(size)
      .offset(offset)
      .execute();
    const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: rows.map(({ join_state, ...t }) => taskOut(t, join_state, now)), total: n, page, size };
  });

  route(api, getTasksRecommend, async (req) => {
    const memberId = await authenticate(ctx, req);
    const now = ctx.now();
    const rows = await db.sql
      .selectFrom('tasks as t')
      .selectAll('t')
      .where('t.status', '=', 0)
      .where('t.end_at', '>', now)
      .where('t.completed', '<', (eb) => eb.ref('t.quota'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('task_joins as j').select('j.task_id').whereRef('j.task_id', '=', 't.id').where('j.member_id', '=', memberId)),
        ),
      )
      .orderBy('t.gold', 'desc')
      .orderBy('t.id')
      .limit(4)
      .execute();
    return rows.map((t) => taskOut(t, null, now));
  });

  route(api, getTasksSummary, async (req) => {
    const memberId = await authenticate(ctx, req);
    const now = ctx.now();
    const open = (await db.sql.selectFrom('tasks').selectAll().execute()).filter((t) => isOpen(t, now));
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

  route(api, getMyTasks, async (req) => {
    const memberId = await authenticate(ctx, req);
    await expireAbandonedJoins(db, memberId, ctx.now());
    const filter = req.query.filter ?? 'all';
    const { page, size, offset } = paging(req.query);
    const mine = db.sql
      .selectFrom('task_joins as j')
      .innerJoin('tasks as t', 't.id', 'j.task_id')
      .where('j.member_id', '=', memberId)
      .$if(filter === 'ongoing', (qb) => qb.where('j.state', '=', 0).where('j.finished_at', 'is', null))
      .$if(filter === 'completed', (qb) => qb.where('j.state', '=', 1))
      .$if(filter === 'failed', (qb) =>
        qb.where((eb) => eb.or([eb('j.state', 'not in', [0, 1]), eb.and([eb('j.state', '=', 0), eb('j.finished_at', 'is not', null)])])),
      );
    const rows = await mine
      .select([
        't.id',
        't.title',
        't.type',
        't.module',
        't.gold as reward',
        'j.state',
        'j.finished_at',
        'j.created_at',
        'j.gold',
        'j.credit',
        'j.quality',
      ])
      .orderBy('j.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute();
    const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
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

  route(api, getTask, async (req) => {
    const memberId = await authenticate(ctx, req);
    const t = await taskById(db, req.params.id);
    const now = ctx.now();
    await expireAbandonedJoins(db, memberId, now);
    const join = await db.sql
      .selectFrom('task_joins')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('task_id', '=', t.id)
      .executeTakeFirst();
    const member = await db.sql.selectFrom('members').select('quality').where('id', '=', memberId).executeTakeFirstOrThrow();
    const supplier = await db.sql.selectFrom('suppliers').select('name').where('id', '=', t.supplier_id).executeTakeFirstOrThrow();
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
      supplierName: supplier.name,
      startAt: t.start_at,
      needsProfile: t.needs_profile,
      minQuality: t.min_quality,
      joinedAt: join?.created_at ?? null,
      finishedAt: recorded ? (join.finished_at ?? join.created_at) : null,
      earned: recorded ? { gold: join.gold, credit: join.credit, quality: join.quality } : null,
      blocker: blockerOf(t, join, { quality: member.quality, profileDone }, now),
    };
  });
}
