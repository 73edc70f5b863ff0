import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Task } from '../common/entities';
import { Id, Millis, StringEnum } from '../common/fields';

/** How a member takes part: the hand-off screen the start button leads to. */
export const TASK_CHANNELS = ['survey', 'welcome', 'agent', 'mp', 'gmo', 'cloud-agent', 'cloud-survey', 'group'] as const;
export const TaskChannel = StringEnum('参与方式', TASK_CHANNELS);
export type TaskChannel = Static<typeof TaskChannel>;

/** Why the member cannot start the task now (in-progress: started once, its result not back yet). */
export const TASK_BLOCKERS = [
  'closed',
  'not-started',
  'ended',
  'quota-full',
  'finished',
  'in-progress',
  'profile-required',
  'quality-too-low',
  'group',
] as const;

export const TaskBlocker = Type.Object({
  code: StringEnum('原因', TASK_BLOCKERS),
  message: Type.String({ description: '给会员看的原因' }),
});
export type TaskBlocker = Static<typeof TaskBlocker>;

/** What a recorded join added. */
export const Earned = Type.Object({ gold: Type.Integer(), credit: Type.Integer(), quality: Type.Integer() });
export type Earned = Static<typeof Earned>;

export const TaskDetail = Type.Intersect([
  Task,
  Type.Object({
    hashId: Type.String(),
    /** What the task asks. */
    description: Type.String(),
    /** Who may join, in words. */
    audience: Type.String(),
    credit: Type.Integer({ description: '完成可得权益值' }),
    quality: Type.Integer({ description: '完成可得质量分' }),
    channel: TaskChannel,
    supplierName: Type.String(),
    startAt: Millis,
    needsProfile: Type.Boolean({ description: '需先完成个人资料问卷' }),
    minQuality: Type.Integer({ description: '参与所需最低质量分' }),
    joinedAt: Type.Union([Millis, Type.Null()]),
    finishedAt: Type.Union([Millis, Type.Null()]),
    /** What this member's recorded join added, or null before it is recorded. */
    earned: Type.Union([Earned, Type.Null()]),
    /** null when the member can start the task now. */
    blocker: Type.Union([TaskBlocker, Type.Null()]),
  }),
]);
export type TaskDetail = Static<typeof TaskDetail>;

export const getTask = defineCall({
  method: 'GET',
  path: '/v1/tasks/:id',
  summary: '任务详情：内容、奖励、名额、参与条件和当前会员的参与状态（能否开始及原因）',
  tag: 'tasks',
  auth: true,
  schemas: { params: Type.Object({ id: Id('任务ID') }), response: TaskDetail },
});
