// Starting a task: the member's eligibility, the join (state 0) and a signed hand-off to the supplier,
// once per member and task: the first hand-off locks the join to that one attempt.
import { randomBytes } from 'node:crypto';
import type { TaskChannel, TaskHandoff } from '@survey/contract';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import type { Db, Queryable } from '../db';
import { sha256 } from '../crypto';
import { returnPath, sameHandoffScreen } from './channels';
import { TaskCodes } from './errors';
import { profileStatus } from '../polls/profile';
import { signHandoff } from './signing';
import { BLOCKER_CODES, IN_PROGRESS, type TaskRow, blockerOf } from './task-view';
import { expireAbandonedJoins } from './timeouts';

/** How long a member has from the start button to submitting the questionnaire. */
export const HANDOFF_TTL_MS = 2 * 3600_000;

export async function taskById(q: Queryable, id: number): Promise<TaskRow> {
  const t = await q.sql.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw new BusinessError(Codes.NOT_FOUND, '任务不存在');
  return t;
}

/** Checks the member may start the task, records the join and signs its one hand-off. */
export async function startTask(db: Db, ctx: ApiContext, memberId: number, taskId: number, channel: TaskChannel): Promise<TaskHandoff> {
  return db.tx(async (q) => {
    const t = await taskById(q, taskId);
    if (!sameHandoffScreen(t.channel, channel))
      throw new BusinessError(TaskCodes.WRONG_CHANNEL, '参与方式与任务不符，请从任务详情页重新进入');
    const member = await q.sql
      .selectFrom('members')
      .select(['member_code', 'quality'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    await expireAbandonedJoins(q, memberId, ctx.now());
    const join = await q.sql
      .selectFrom('task_joins')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('task_id', '=', t.id)
      .executeTakeFirst();
    const now = ctx.now();
    const { completed: profileDone } = await profileStatus(q, memberId);
    const blocker = blockerOf(t, join, { quality: member.quality, profileDone }, now);
    if (blocker) throw new BusinessError(BLOCKER_CODES[blocker.code], blocker.message);
    // One attempt per join: of simultaneous first starts, one inserts the join and the rest are refused.
    const joined = await q.sql
      .insertInto('task_joins')
      .values({ member_id: memberId, task_id: t.id, state: 0, created_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'task_id']).doNothing())
      .returning('task_id')
      .executeTakeFirst();
    if (!joined) throw new BusinessError(TaskCodes.ATTEMPT_OPEN, IN_PROGRESS.message);

    const supplier = await q.sql.selectFrom('suppliers').selectAll().where('id', '=', t.supplier_id).executeTakeFirstOrThrow();
    const h = randomBytes(16).toString('hex');
    const expiresAt = now + HANDOFF_TTL_MS;
    await q.sql
      .insertInto('task_handoffs')
      .values({
        token_hash: sha256(h),
        member_id: memberId,
        task_id: t.id,
        supplier_id: supplier.id,
        poll_id: t.poll_id,
        return_path: returnPath(t.channel, 1),
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    const fields = { sp: supplier.id, poll: t.poll_id, h, uid: member.member_code, tid: t.hash_id, ts: now };
    const query = new URLSearchParams({ ...fields, poll: String(fields.poll), ts: String(now), sig: signHandoff(supplier.secret, fields) });
    return { taskId: t.id, channel: t.channel as TaskChannel, url: `${supplier.entry_url}?${query}`, expiresAt };
  });
}
