// Abandoned starts: a member who pressed start but never brought a result back before every
// hand-off of the join expired has timed out (join state 8). Recorded lazily, whenever the
// member's joins are read or a start is attempted, so no scheduler is needed.
import type { Queryable } from '../db';

/** Records state 8 for this member's unrecorded joins whose hand-offs all expired unsubmitted; returns how many. */
export async function expireAbandonedJoins(q: Queryable, memberId: number, now: number): Promise<number> {
  const rows = await q.sql
    .updateTable('task_joins as j')
    .set((eb) => ({
      state: 8,
      // The moment the last hand-off ran out, not the moment somebody looked.
      finished_at: eb
        .selectFrom('task_handoffs as h')
        .select((s) => s.fn.max('h.expires_at').as('expired'))
        .whereRef('h.member_id', '=', 'j.member_id')
        .whereRef('h.task_id', '=', 'j.task_id'),
    }))
    .where('j.member_id', '=', memberId)
    .where('j.state', '=', 0)
    .where('j.finished_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('task_handoffs as h')
          .select('h.task_id')
          .whereRef('h.member_id', '=', 'j.member_id')
          .whereRef('h.task_id', '=', 'j.task_id'),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('task_handoffs as h')
            .select('h.task_id')
            .whereRef('h.member_id', '=', 'j.member_id')
            .whereRef('h.task_id', '=', 'j.task_id')
            .where((h) => h.or([h('h.expires_at', '>=', now), h('h.submitted_at', 'is not', null)])),
        ),
      ),
    )
    .returning('j.task_id')
    .execute();
  return rows.length;
}
