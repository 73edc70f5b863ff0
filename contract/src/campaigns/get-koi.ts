import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const Koi = Type.Object({
  entries: Type.Integer({ description: '已报名人数' }),
  /** Whether the signed-in member entered; false for visitors. */
  entered: Type.Boolean(),
  /** Completed tasks during the campaign that an entry needs, and the member's own count. */
  tasksNeeded: Type.Integer(),
  tasksDone: Type.Integer(),
});
export type Koi = Static<typeof Koi>;

export const getKoi = defineCall({
  method: 'GET',
  path: '/v1/koi',
  summary: '锦鲤大奖：报名人数、报名条件（活动期间完成任务数）和我的报名状态（带 token 时）',
  tag: 'campaigns',
  auth: 'optional',
  schemas: { response: Koi },
});
