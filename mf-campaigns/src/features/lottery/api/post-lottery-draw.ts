import type { postLotteryDraw as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postLotteryDraw = defineCall<typeof contract>('POST', '/v1/lottery/draws');

export const useDraw = () => useCall(postLotteryDraw);
