// The task hall's reads: the list (open tasks first), recommendations, and the member's own tasks.
import type { ExpressionBuilder } from 'kysely';
import type { Database, Queryable } from '../db';

/**
 * A page of the tasks of a module and type, open ones first (by id), then the others (by id), with the
 * member's join state. The open ones are few (index tasks_open) and the others are read in id order
 * through the primary key up to the page's end, so a page costs the same however many tasks ran
 * before; the member's joins are looked up for the page's tasks only.
 */
export async function listTasks(
  q: Queryable,
  memberId: number,
  now: number,
  filter: { module?: number; type?: number; size: number; offset: number },
) {
  const { module, type, size, offset } = filter;
  const filtered = q.sql
    .selectFrom('tasks as t')
    .$if(module !== undefined, (qb) => qb.where('t.module', '=', module!))
    .$if(type !== undefined, (qb) => qb.where('t.type', '=', type!));
  const isOpen = (eb: ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>) =>
    eb.and([eb('t.status', '=', 0), eb('t.end_at', '>', now), eb('t.completed', '<', eb.ref('t.quota'))]);
  const open = filtered.where(isOpen);
  const { n: openCount } = await open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const first = await open.selectAll('t').orderBy('t.id').limit(size).offset(offset).execute();
  const rest =
    first.length < size
      ? await filtered
          .where((eb) => eb.not(isOpen(eb)))
          .selectAll('t')
          .orderBy('t.id')
          .limit(size - first.length)
          .offset(Math.max(0, offset - openCount))
          .execute()
      : [];
  const page = [...first, ...rest];
  const joins = page.length
    ? await q.sql
        .selectFrom('task_joins')
        .select(['task_id', 'state'])
        .where('member_id', '=', memberId)
        .where(
          'task_id',
          'in',
          page.map((t) => t.id),
        )
        .execute()
    : [];
  const stateOf = new Map(joins.map((j) => [j.task_id, j.state]));
  const rows = page.map((t) => ({ ...t, join_state: stateOf.get(t.id) ?? null }));
  const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: n };
}

/** The four open tasks paying the most gold that the member has not joined. */
export async function recommendedTasks(q: Queryable, memberId: number, now: number) {
  return q.sql
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
}

export async function allTasks(q: Queryable) {
  return q.sql.selectFrom('tasks').selectAll().execute();
}

export type MyTasksFilter = 'all' | 'ongoing' | 'completed' | 'failed';

/** A page of the tasks the member joined, newest join first, with what each earned. */
export async function listMyTasks(q: Queryable, memberId: number, filter: MyTasksFilter, size: number, offset: number) {
  const mine = q.sql
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
  return { rows, total: n };
}

/** What a task's detail shows beside the task: the member's join, the member's quality, the supplier's name. */
export async function taskDetailFacts(q: Queryable, memberId: number, task: { id: number; supplier_id: string }) {
  const join = await q.sql
    .selectFrom('task_joins')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('task_id', '=', task.id)
    .executeTakeFirst();
  const member = await q.sql.selectFrom('members').select('quality').where('id', '=', memberId).executeTakeFirstOrThrow();
  const supplier = await q.sql.selectFrom('suppliers').select('name').where('id', '=', task.supplier_id).executeTakeFirstOrThrow();
  return { join, quality: member.quality, supplierName: supplier.name };
}

/** The member's latest joined task still open and not finished, or undefined. */
export async function unfinishedTask(q: Queryable, memberId: number, now: number) {
  return q.sql
    .selectFrom('task_joins as j')
    .innerJoin('tasks as t', 't.id', 'j.task_id')
    .select(['t.id', 't.title'])
    .where('j.member_id', '=', memberId)
    .where('j.state', '=', 0)
    .where('j.finished_at', 'is', null)
    .where('t.status', '=', 0)
    .where('t.end_at', '>', now)
    .orderBy('j.created_at', 'desc')
    .executeTakeFirst();
}
