import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { CheckinState } from './get-checkin';

/** The coins earned, the new streak and the new balance. */
export const CheckinResult = Type.Object({ reward: Type.Integer(), streak: Type.Integer(), gold: Type.Integer() });
export type CheckinResult = Static<typeof CheckinResult>;

export const postCheckin = defineCall({
  method: 'POST',
  path: '/v1/users/checkin',
  summary: '每日签到：奖励 min(10 + 5 × (连续天数 − 1), 40) 金币；今日已签到时 5629 带签到状态',
  tag: 'account',
  auth: true,
  otherCodes: { 5629: CheckinState },
  schemas: { response: CheckinResult },
});
