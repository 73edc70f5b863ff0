import type { postSnsUnbind as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postSnsUnbind = defineCall<typeof contract>('POST', '/v1/users/sns/unbind', { loading: true });
export const useUnbindSns = () => useCall(postSnsUnbind);
