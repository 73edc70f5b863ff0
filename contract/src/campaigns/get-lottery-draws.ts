import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Page, PageQuery } from '../common/fields';
import { LotteryDraw } from './post-lottery-draw';

export const getLotteryDraws = defineCall({
  method: 'GET',
  path: '/v1/lottery/draws',
  summary: '我的抽奖记录（新的在前）',
  tag: 'campaigns',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: Page(LotteryDraw) },
});
