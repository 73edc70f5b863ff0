import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** Today's check-in state and this month's check-in days (China time). */
export const CheckinState = Type.Object({
  checkedToday: Type.Boolean(),
  /** Consecutive days up to today (or yesterday when not yet checked in). */
  streak: Type.Integer(),
  todayReward: Type.Integer(),
  nextReward: Type.Integer(),
  /** `YYYY-MM-DD` of this month's check-ins. */
  days: Type.Array(Type.String()),
});
export type CheckinState = Static<typeof CheckinState>;

export const getCheckin = defineCall({
  method: 'GET',
  path: '/v1/users/checkin',
  summary: '今日签到状态和本月签到日期',
  tag: 'account',
  auth: true,
  schemas: { response: CheckinState },
});
