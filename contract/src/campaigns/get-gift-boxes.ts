import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';
import { CampaignKey } from './campaign';

export const GiftBox = Type.Object({
  id: Id(),
  /** How it was earned: 签到 2026-12-24, 完成任务「…」. */
  source: Type.String(),
  earnedAt: Millis,
  openedAt: Type.Union([Millis, Type.Null()]),
  reward: Type.Union([Type.Object({ name: Type.String(), gold: Type.Integer() }), Type.Null()]),
});
export type GiftBox = Static<typeof GiftBox>;

export const getGiftBoxes = defineCall({
  method: 'GET',
  path: '/v1/gift-boxes',
  summary: '节日礼盒（christmas、duanwu）：活动期间每个签到日和每个完成的任务各得一个礼盒，未打开的在前',
  tag: 'campaigns',
  auth: true,
  schemas: { querystring: Type.Object({ campaign: CampaignKey }), response: Type.Array(GiftBox) },
});
