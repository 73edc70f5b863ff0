// Abandoned starts: a member who pressed start but never brought a result back before every
// hand-off of the join expired has timed out (join state 8). Recorded lazily, whenever the
// member's joins are read or a start is attempted, so no scheduler is needed — and a read writes
// only when there is something to record: the check is a SELECT on the member's open joins
// (index task_joins_open, usually none), the UPDATE runs only for the joins it found.
import { sql } from 'kysely';
import type { Queryable } from '../db';

/** Whether join `j` had hand-offs and every one of them ran out unsubmitted by `now`. */
const handoffsRanOut = (now: number) => sql<boolean>`
  EXISTS (SELECT 1 FROM task_handoffs h WHERE h.member_id = j.member_id AND h.task_id = j.task_id)
  AND NOT EXISTS (
    SELECT 1 FROM task_handoffs h WHERE h.member_id = j.member_id AND h.task_id = j.task_id
      AND (h.expires_at >= ${now} OR h.submitted_at IS NOT NULL)
  )`;

/** Records state 8 for this member's unrecorded joins whose hand-offs all expired unsubmitted; returns how many. */
export async function expireAbandonedJoins(q: Queryable, memberId: number, now: number): Promise<number> {
  const due = await q.sql
    .selectFrom('task_joins as j')
    .select('j.task_id')
    .where('j.member_id', '=', memberId)
    .where('j.state', '=', 0)
    .where('j.finished_at', 'is', null)
    .where(handoffsRanOut(now))
    .execute();
  if (!due.length) return 0;
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
    .where(
      'j.task_id',
      'in',
      due.map((d) => d.task_id),
    )
    // Checked again in the UPDATE: a result may have come back since the SELECT.
    .where('j.state', '=', 0)
    .where('j.finished_at', 'is', null)
    .where(handoffsRanOut(now))
    .returning('j.task_id')
    .execute();
  return rows.length;
}
