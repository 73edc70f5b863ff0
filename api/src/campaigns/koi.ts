// The koi grand prize (锦鲤): entering once the campaign's task count is met, and the announced winners.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { campaignOf } from './frame';

/** Tasks a member completes during the koi campaign before they may enter. */
export const KOI_TASKS_NEEDED = 1;

/** How many have entered and, for a member, whether they have and how many campaign tasks they did. */
export async function koiState(q: Queryable, memberId: number | null) {
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
}

export async function enterKoi(q: Queryable, ctx: ApiContext, memberId: number): Promise<void> {
  await q.sql
    .insertInto('koi_entries')
    .values({ member_id: memberId, created_at: ctx.now() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

export async function koiWinners(q: Queryable) {
  return q.sql.selectFrom('koi_winners').selectAll().orderBy('announced_at', 'desc').orderBy('id').execute();
}
