// A task as members see it, and what stands between a member and starting it.
import type { Selectable } from 'kysely';
import type { Task, TaskBlocker } from '@survey/contract';
import type { TaskJoinsTable, TasksTable } from '../db/schema';
import { TaskCodes } from './errors';
import type { Queryable } from '../db';

export type TaskRow = Selectable<TasksTable>;
export type JoinRow = Selectable<TaskJoinsTable>;

export const remainingOf = (t: TaskRow) => Math.max(t.quota - t.completed, 0);

/** Ended once time is up, the quota is full or it was closed. */
export const isOpen = (t: TaskRow, now: number) => t.status === 0 && t.end_at > now && remainingOf(t) > 0;

export function taskOut(t: TaskRow, joinState: number | null, now: number): Task {
  return {
    id: t.id,
    title: t.title,
    type: t.type,
    module: t.module,
    gold: t.gold,
    minutes: t.minutes,
    quota: t.quota,
    remaining: remainingOf(t),
    status: isOpen(t, now) ? 0 : 1,
    joinState,
    endAt: t.end_at,
  };
}

/** A join is recorded once its state is not 0, or it is 0 with a finish time (the member gave up). */
export const isRecorded = (j: Pick<JoinRow, 'state' | 'finished_at'>) => j.state !== 0 || j.finished_at !== null;

export interface MemberFacts {
  quality: number;
  profileDone: boolean;
}

export const IN_PROGRESS: TaskBlocker = {
  code: 'in-progress',
  message: '你已开始答题，每个任务只能开始一次：请在已打开的问卷页面完成作答，提交后结果会自动记录',
};

/** Why this member cannot start the task now, or null. */
export function blockerOf(t: TaskRow, join: JoinRow | undefined, member: MemberFacts, now: number): TaskBlocker | null {
  if (join?.state === 8) return { code: 'finished', message: '答题已超时，每个任务只能开始一次' };
  if (join && isRecorded(join)) return { code: 'finished', message: '你已参加过该任务' };
  // A join exists only with a hand-off: starting again would let the member retry until an outcome suits.
  if (join) return IN_PROGRESS;
  if (t.status !== 0) return { code: 'closed', message: '任务已结束' };
  if (t.end_at <= now) return { code: 'ended', message: '任务已过截止时间' };
  if (remainingOf(t) === 0) return { code: 'quota-full', message: '名额已满，下次早点来' };
  if (t.start_at > now) return { code: 'not-started', message: '任务尚未开始' };
  if (t.channel === 'group') return { code: 'group', message: '讨论组任务请进入讨论组参加' };
  if (member.quality < t.min_quality) {
    return { code: 'quality-too-low', message: `质量分需达到 ${t.min_quality} 分（你当前为 ${member.quality} 分）` };
  }
  if (t.needs_profile && !member.profileDone) return { code: 'profile-required', message: '请先完成个人资料问卷' };
  return null;
}

/** The envelope code a blocker is refused with. */
export const BLOCKER_CODES: Record<TaskBlocker['code'], number> = {
  closed: TaskCodes.TASK_UNAVAILABLE,
  ended: TaskCodes.TASK_UNAVAILABLE,
  'not-started': TaskCodes.TASK_UNAVAILABLE,
  'quota-full': TaskCodes.QUOTA_FULL,
  finished: TaskCodes.ALREADY_JOINED,
  'in-progress': TaskCodes.ATTEMPT_OPEN,
  'profile-required': TaskCodes.PROFILE_REQUIRED,
  'quality-too-low': TaskCodes.QUALITY_TOO_LOW,
  group: TaskCodes.WRONG_CHANNEL,
};

/** The result a supplier's callback recorded under a reference, with its task. */
export async function taskResultByRef(q: Queryable, ref: string) {
  return q.sql
    .selectFrom('task_callbacks as c')
    .innerJoin('tasks as t', 't.id', 'c.task_id')
    .select(['c.ref', 'c.status', 'c.state', 'c.gold', 'c.credit', 'c.quality', 'c.created_at', 't.id', 't.title', 't.type'])
    .where('c.ref', '=', ref)
    .executeTakeFirst();
}
