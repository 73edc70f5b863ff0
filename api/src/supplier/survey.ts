// The supplier's side as this API plays it: the questionnaire behind a hand-off, and the outcome of
// the answers (screening, quota, time) signed with the supplier's secret, reported to the platform
// and sent back with the member's browser.
import { randomBytes } from 'node:crypto';
import type { CallBody, Poll, PollSubmitted, postPoll } from '@survey/contract';
import { BusinessError, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Db } from '../db';
import { sha256 } from '../crypto';
import { returnPath } from '../tasks/channels';
import { TaskCodes } from '../tasks/errors';
import { checkAnswers, parseQuestions, publicQuestions, screensOut } from '../polls/questions';
import { settleResult } from '../tasks/settle';
import { signResult } from '../tasks/signing';
import { remainingOf } from '../tasks/task-view';

/** Answering for longer than this after opening the questionnaire times out (join state 8). */
export const ANSWER_TIMEOUT_MS = 60 * 60_000;

const handoffError = (message: string) => new BusinessError(TaskCodes.HANDOFF_INVALID, message);

/** The open hand-off behind token `h` for questionnaire `pollId`, or a clear refusal. */
async function openHandoff(db: Db, ctx: ApiContext, pollId: number, h: string) {
  const handoff = await db.sql.selectFrom('task_handoffs').selectAll().where('token_hash', '=', sha256(h)).executeTakeFirst();
  if (!handoff) throw handoffError('答题链接无效，请回到任务页重新开始');
  if (handoff.poll_id !== pollId) throw handoffError('答题链接与问卷不符');
  if (handoff.submitted_at !== null) throw handoffError('该问卷已经提交过了');
  if (handoff.expires_at <= ctx.now()) throw handoffError('答题链接已过期，请回到任务页重新开始');
  return handoff;
}

export async function pollFor(db: Db, ctx: ApiContext, pollId: number, h: string): Promise<Poll> {
  const handoff = await openHandoff(db, ctx, pollId, h);
  await db.sql
    .updateTable('task_handoffs')
    .set({ opened_at: ctx.now() })
    .where('token_hash', '=', handoff.token_hash)
    .where('opened_at', 'is', null)
    .execute();
  const poll = await db.sql.selectFrom('polls').selectAll().where('id', '=', pollId).executeTakeFirstOrThrow();
  const task = await db.sql.selectFrom('tasks').select('title').where('id', '=', handoff.task_id).executeTakeFirstOrThrow();
  return {
    id: poll.id,
    title: poll.title,
    intro: poll.intro,
    taskTitle: task.title,
    questions: publicQuestions(parseQuestions(poll.questions)),
    demo: ctx.demo,
  };
}

export async function submitPoll(db: Db, ctx: ApiContext, body: CallBody<typeof postPoll>): Promise<PollSubmitted> {
  if (body.force !== undefined && !ctx.demo) throw invalid('演示开关仅在演示模式下可用');
  const handoff = await openHandoff(db, ctx, body.poll, body.h);
  const poll = await db.sql.selectFrom('polls').selectAll().where('id', '=', body.poll).executeTakeFirstOrThrow();
  const questions = parseQuestions(poll.questions);
  // Giving up or a forced outcome needs no complete answers.
  const chosen = body.quit || body.force !== undefined ? null : checkAnswers(questions, body.answers);
  const now = ctx.now();

  const task = await db.sql.selectFrom('tasks').selectAll().where('id', '=', handoff.task_id).executeTakeFirstOrThrow();
  const elapsed = now - (handoff.opened_at ?? handoff.created_at);
  let state: number;
  if (body.quit) state = 0;
  else if (body.force !== undefined) state = body.force;
  else if (chosen && screensOut(questions, chosen)) state = 2;
  else if (remainingOf(task) === 0) state = 3;
  else if (elapsed < poll.min_seconds * 1000) state = 4;
  else if (elapsed > ANSWER_TIMEOUT_MS) state = 8;
  else state = 1;

  // One result per hand-off, even when the submit button is pressed twice.
  const marked = await db.sql
    .updateTable('task_handoffs')
    .set({ submitted_at: now })
    .where('token_hash', '=', handoff.token_hash)
    .where('submitted_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (!marked) throw handoffError('该问卷已经提交过了');

  const member = await db.sql.selectFrom('members').select('member_code').where('id', '=', handoff.member_id).executeTakeFirstOrThrow();
  const supplier = await db.sql
    .selectFrom('suppliers')
    .select(['id', 'secret'])
    .where('id', '=', handoff.supplier_id)
    .executeTakeFirstOrThrow();
  const fields = {
    sp: supplier.id,
    mid: member.member_code,
    tid: task.hash_id,
    state,
    nonce: randomBytes(18).toString('base64url'),
    ts: now,
  };
  const result = { ...fields, sig: signResult(supplier.secret, fields) };
  // The supplier's server-to-server report, in-process here (this API plays the supplier) through the code
  // behind POST /v1/tasks/report. Should it fail, the redirect still brings the same result back.
  await settleResult(db, ctx, result).catch((err: unknown) => ctx.log.error({ err }, 'demo supplier report failed'));
  const query = new URLSearchParams({ ...result, state: String(state), ts: String(now) });
  const back = state === 1 || task.channel !== 'welcome' ? handoff.return_path : returnPath(task.channel, state);
  return { state, redirect: `${back}?${query}` };
}
