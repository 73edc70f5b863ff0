import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const LotteryPrize = Type.Object({
  id: Id(),
  name: Type.String(),
  /** Gold credited when drawn; 0 for 谢谢参与. */
  gold: Type.Integer(),
  /** false once its stock is gone. */
  available: Type.Boolean(),
});
export type LotteryPrize = Static<typeof LotteryPrize>;

export const Lottery = Type.Object({
  prizes: Type.Array(LotteryPrize),
  cost: Type.Integer({ description: '每次抽奖消耗金币' }),
  dailyLimit: Type.Integer({ description: '每天最多抽奖次数' }),
  drawsToday: Type.Integer(),
  gold: Type.Integer({ description: '当前金币余额' }),
});
export type Lottery = Static<typeof Lottery>;

export const getLottery = defineCall({
  method: 'GET',
  path: '/v1/lottery',
  summary: '幸运抽奖：奖品、每次消耗、每日次数和我今天已抽次数',
  tag: 'campaigns',
  auth: true,
  schemas: { response: Lottery },
});
