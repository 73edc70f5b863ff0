import type { getAppDown as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getAppDown = bindCall<typeof contract>('GET', '/v1/app/down');

/** The Android and iOS downloads. */
export const useAppDown = () => useRequest((http) => getAppDown(http), []);
