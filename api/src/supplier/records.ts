// What the supplier's answer page reads: the supplier (its signing secret) and the handoff a link carries.
import type { Queryable } from '../db';

export async function supplierById(q: Queryable, id: string) {
  return q.sql.selectFrom('suppliers').select(['id', 'name', 'secret']).where('id', '=', id).executeTakeFirst();
}

/** The handoff of a token hash, with the member code and task hash id the link must match. */
export async function handoffByToken(q: Queryable, tokenHash: string) {
  return q.sql
    .selectFrom('task_handoffs as h')
    .innerJoin('members as m', 'm.id', 'h.member_id')
    .innerJoin('tasks as t', 't.id', 'h.task_id')
    .select(['h.expires_at', 'h.submitted_at', 'h.poll_id', 'm.member_code', 't.hash_id'])
    .where('h.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
