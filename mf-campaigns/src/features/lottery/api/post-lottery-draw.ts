import type { postLotteryDraw as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postLotteryDraw = bindCall<typeof contract>('POST', '/v1/lottery/draws');

export const useDraw = () => useCall(postLotteryDraw);
