import type { getAppPcDown as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getAppPcDown = bindCall<typeof contract>('GET', '/v1/app/pc/down');

/** The desktop client download; only asked for on a desktop. */
export const useAppPcDown = (enabled: boolean) => useRequest((http) => getAppPcDown(http), [], { enabled });
