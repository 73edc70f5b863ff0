// A supplier's signed result, reported by the supplier itself (POST /v1/tasks/report) and brought back by
// the member's browser (POST /v1/tasks/callback): verified, then recorded once per member and task, with the
// quota taken and the rewards credited in the same transaction, whichever delivery comes first.
import { randomBytes } from 'node:crypto';
import type { CallbackResult, SupplierResult } from '@survey/contract';
import type { ApiContext } from '../context';
import type { Db, Queryable } from '../db';
import { addGold } from '../earnings/gold';
import { addScore } from '../earnings/scores';
import { sameSignature, signResult } from './signing';
import { type JoinRow, type TaskRow, isRecorded } from './task-view';

/** A result older than this is refused; one from more than a little in the future too (clock skew). */
export const RESULT_MAX_AGE_MS = 30 * 60_000;
export const RESULT_MAX_SKEW_MS = 2 * 60_000;
/** Answering too fast costs quality. */
export const TOO_SHORT_PENALTY = -5;

const refuse = (status: 'forged' | 'expired' | 'foreign', message: string): CallbackResult => ({ status, message, ref: null });

/** What a recorded state credits: the task's rewards for a completion, a quality penalty for speeding. */
function rewardsOf(t: TaskRow, state: number) {
  if (state === 1) return { gold: t.gold, credit: t.credit, quality: t.quality };
  if (state === 4) return { gold: 0, credit: 0, quality: TOO_SHORT_PENALTY };
  return { gold: 0, credit: 0, quality: 0 };
}

export async function settleResult(db: Db, ctx: ApiContext, r: SupplierResult): Promise<CallbackResult> {
  const supplier = await db.sql.selectFrom('suppliers').select(['id', 'secret']).where('id', '=', r.sp).executeTakeFirst();
  if (!supplier || !sameSignature(signResult(supplier.secret, r), r.sig)) {
    return refuse('forged', '答题结果的签名无效，可能被篡改，本次不发放奖励');
  }
  const now = ctx.now();
  if (r.ts < now - RESULT_MAX_AGE_MS || r.ts > now + RESULT_MAX_SKEW_MS) {
    return refuse('expired', '答题结果已过期（超过30分钟），本次不发放奖励；如有疑问请联系客服');
  }
  const member = await db.sql.selectFrom('members').select('id').where('member_code', '=', r.mid).executeTakeFirst();
  const task = await db.sql.selectFrom('tasks').selectAll().where('hash_id', '=', r.tid).executeTakeFirst();
  const handoff =
    member && task && task.supplier_id === supplier.id
      ? await db.sql
          .selectFrom('task_handoffs')
          .select('token_hash')
          .where('member_id', '=', member.id)
          .where('task_id', '=', task.id)
          .where('supplier_id', '=', supplier.id)
          .executeTakeFirst()
      : undefined;
  if (!member || !task || !handoff) return refuse('foreign', '这不是你在本平台开始的任务结果，本次不发放奖励');

  return db.tx((q) => record(q, ctx, r, member.id, task));
}

/**
 * Whether the join already has its outcome. A timeout the platform recorded itself (state 8 with no result
 * on record: the hand-off ran out) is not one: a supplier's result arriving late still settles the join.
 */
async function settledBefore(q: Queryable, join: JoinRow, memberId: number, taskId: number): Promise<boolean> {
  if (!isRecorded(join)) return false;
  if (join.state !== 8) return true;
  const result = await q.sql
    .selectFrom('task_callbacks')
    .select('ref')
    .where('member_id', '=', memberId)
    .where('task_id', '=', taskId)
    .where('status', 'in', ['credited', 'recorded'])
    .executeTakeFirst();
  return result !== undefined;
}

async function record(q: Queryable, ctx: ApiContext, r: SupplierResult, memberId: number, task: TaskRow): Promise<CallbackResult> {
  const now = ctx.now();
  // The (supplier, nonce) key: of any number of deliveries of one result, one inserts and the rest are replays.
  const ref = randomBytes(16).toString('hex');
  const inserted = await q.sql
    .insertInto('task_callbacks')
    .values({
      supplier_id: r.sp,
      nonce: r.nonce,
      ref,
      member_id: memberId,
      task_id: task.id,
      reported_state: r.state,
      state: r.state,
      status: 'pending',
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['supplier_id', 'nonce']).doNothing())
    .returning('ref')
    .executeTakeFirst();
  if (!inserted) {
    const first = await q.sql
      .selectFrom('task_callbacks')
      .select('ref')
      .where('supplier_id', '=', r.sp)
      .where('nonce', '=', r.nonce)
      .executeTakeFirstOrThrow();
    return { status: 'replayed', message: '该答题结果已经提交过，奖励只发放一次', ref: first.ref };
  }

  // The join row is locked: two different results for one member and task are recorded one after the other.
  const join = await q.sql
    .selectFrom('task_joins')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('task_id', '=', task.id)
    .forUpdate()
    .executeTakeFirst();
  if (join && (await settledBefore(q, join, memberId, task.id))) {
    await q.sql.updateTable('task_callbacks').set({ state: join.state, status: 'already' }).where('ref', '=', ref).execute();
    return { status: 'already', message: '该任务的结果此前已记录，本次不再发放奖励', ref };
  }

  let state = r.state;
  if (state === 1) {
    // The quota is taken atomically: the last place goes to exactly one completion.
    const took = await q.sql
      .updateTable('tasks')
      .set((eb) => ({ completed: eb('completed', '+', 1) }))
      .where('id', '=', task.id)
      .where('completed', '<', (eb) => eb.ref('quota'))
      .returning('id')
      .executeTakeFirst();
    if (!took) state = 3;
  }
  const reward = rewardsOf(task, state);
  const cause = `task:${task.id}`;
  if (reward.gold > 0) await addGold(q, ctx, memberId, reward.gold, `完成任务「${task.title}」`, { ref: cause });
  const credit = await addScore(q, ctx, 'credit', memberId, reward.credit, `完成任务「${task.title}」`, cause);
  const quality = await addScore(
    q,
    ctx,
    'quality',
    memberId,
    reward.quality,
    state === 4 ? `答题过短：「${task.title}」` : `完成任务「${task.title}」`,
    cause,
  );

  const recorded = { state, finished_at: now, gold: reward.gold, credit, quality };
  if (join) {
    await q.sql.updateTable('task_joins').set(recorded).where('member_id', '=', memberId).where('task_id', '=', task.id).execute();
  } else {
    await q.sql
      .insertInto('task_joins')
      .values({ member_id: memberId, task_id: task.id, created_at: now, ...recorded })
      .execute();
  }
  const credited = reward.gold > 0 || credit > 0 || quality > 0;
  await q.sql
    .updateTable('task_callbacks')
    .set({ state, status: credited ? 'credited' : 'recorded', gold: reward.gold, credit, quality })
    .where('ref', '=', ref)
    .execute();
  return { status: credited ? 'credited' : 'recorded', message: credited ? '答题结果已记录，奖励已发放' : '答题结果已记录', ref };
}
