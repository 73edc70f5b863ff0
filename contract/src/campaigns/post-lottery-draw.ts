import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id, Millis } from '../common/fields';

export const LotteryDraw = Type.Object({
  id: Id(),
  prizeId: Id(),
  prizeName: Type.String(),
  cost: Type.Integer(),
  gold: Type.Integer({ description: '中得金币' }),
  createdAt: Millis,
});
export type LotteryDraw = Static<typeof LotteryDraw>;

export const DrawResult = Type.Object({ draw: LotteryDraw, gold: Type.Integer({ description: '抽奖后的金币余额' }) });
export type DrawResult = Static<typeof DrawResult>;

export const postLotteryDraw = defineCall({
  method: 'POST',
  path: '/v1/lottery/draws',
  summary: '抽一次奖：扣金币、按权重和库存在服务端随机抽取、发奖和记录在同一事务；每日限次；同一 key 只抽一次',
  tag: 'campaigns',
  auth: true,
  schemas: {
    body: Type.Object({
      key: Type.String({ title: '请求标识', pattern: '^[A-Za-z0-9_-]{8,64}$', description: '每次抽奖一个，重试时不变' }),
    }),
    response: DrawResult,
  },
});
