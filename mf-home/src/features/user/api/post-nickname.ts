import type { postNickname as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postNickname = bindCall<typeof contract>('POST', '/v1/users/nickname', { loading: true });
export const useSaveNickname = () => useCall(postNickname);
