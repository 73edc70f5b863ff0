import type { getAppPcDown as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getAppPcDown = defineCall<typeof contract>('GET', '/v1/app/pc/down');

/** The desktop client download; only asked for on a desktop. */
export const useAppPcDown = (enabled: boolean) => useRequest((http) => getAppPcDown(http), [], { enabled });
