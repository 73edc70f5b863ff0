import type { getLottery as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getLottery = bindCall<typeof contract>('GET', '/v1/lottery');

/** Prizes, cost, the daily limit and today's draws, for a running or ended lottery. */
export const useLottery = () => useRequest((http) => getLottery(http), []);
