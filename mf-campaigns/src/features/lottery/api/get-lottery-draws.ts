import type { getLotteryDraws as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getLotteryDraws = bindCall<typeof contract>('GET', '/v1/lottery/draws');

/** The member's draws, newest first. */
export const useLotteryDraws = (page: number) => useRequest((http) => getLotteryDraws(http, { page, size: 10 }), [page]);
