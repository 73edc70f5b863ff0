import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { type Task, getGroupTask, getTasks, getTasksRecommend } from '@survey/contract';
import { route } from '../../http/route';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import type { TasksTable } from '../../db/schema';
import { paging } from '../../lib/paging';
import { authenticate } from '../../services';

/** A task as the member sees it: ended once time is up, the quota is full or it was closed. */
function taskOut(t: Selectable<TasksTable>, joinState: number | null, now: number): Task {
  const remaining = Math.max(t.quota - t.completed, 0);
  return {
    id: t.id,
    title: t.title,
    type: t.type,
    module: t.module,
    gold: t.gold,
    minutes: t.minutes,
    quota: t.quota,
    remaining,
    status: t.status === 1 || t.end_at <= now || remaining === 0 ? 1 : 0,
    joinState,
    endAt: t.end_at,
  };
}

export function registerTaskRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getTasks, async (req) => {
    const memberId = await authenticate(ctx, req);
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
        not(exists(selectFrom('task_joins as j').select('j.task_id').whereRef('j.task_id', '=', 't.id').where('j.member_id', '=', memberId))),
      )
      .orderBy('t.gold', 'desc')
      .orderBy('t.id')
      .limit(4)
      .execute();
    return rows.map((t) => taskOut(t, null, now));
  });

  // A discussion group by its hash id, or by its numeric task id.
  route(api, getGroupTask, async (req) => {
    const hashId = req.query.hashId.trim();
    const numericId = /^\d{1,9}$/.test(hashId) ? Number(hashId) : undefined;
    const t = await db.sql
      .selectFrom('tasks')
      .selectAll()
      .where('type', '=', 4)
      .where((eb) => eb.or([eb('hash_id', '=', hashId), ...(numericId === undefined ? [] : [eb('id', '=', numericId)])]))
      .executeTakeFirst();
    if (!t) throw new ApiError(Codes.NOT_FOUND, '讨论组不存在');
    return { taskId: t.id, hashId: t.hash_id, title: t.title, hostName: t.host_name, startAt: t.start_at, intro: t.intro };
  });
}
