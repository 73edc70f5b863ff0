import type { getDrainage as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getDrainage = bindCall<typeof contract>('GET', '/v1/drainage');

/** The partner channel's landing content. */
export const useChannel = (channel: string) => useRequest((http) => getDrainage(http, { channel }), [channel]);
