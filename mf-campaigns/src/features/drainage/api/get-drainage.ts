import type { getDrainage as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getDrainage = defineCall<typeof contract>('GET', '/v1/drainage');

/** The partner channel's landing content. */
export const useChannel = (channel: string) => useRequest((http) => getDrainage(http, { channel }), [channel]);
