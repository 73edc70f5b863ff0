import type { getRanking as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getRanking = bindCall<typeof contract>('GET', '/v1/ranking');

export type RankingPeriod = 'month' | 'total';

/** The top earners of the period, with the member's own place when signed in. */
export const useRanking = (period: RankingPeriod) => useRequest((http) => getRanking(http, { period }), [period]);
