import type { getKoiWinners as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getKoiWinners = defineCall<typeof contract>('GET', '/v1/koi/winners');

export const useKoiWinners = () => useRequest((http) => getKoiWinners(http), []);
