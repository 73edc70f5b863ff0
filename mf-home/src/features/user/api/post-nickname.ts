import type { postNickname as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postNickname = defineCall<typeof contract>('POST', '/v1/users/nickname', { loading: true });
export const useSaveNickname = () => useCall(postNickname);
