import type { getKoiWinners as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getKoiWinners = bindCall<typeof contract>('GET', '/v1/koi/winners');

export const useKoiWinners = () => useRequest((http) => getKoiWinners(http), []);
