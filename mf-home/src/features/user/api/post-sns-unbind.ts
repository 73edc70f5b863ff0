import type { postSnsUnbind as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postSnsUnbind = bindCall<typeof contract>('POST', '/v1/users/sns/unbind', { loading: true });
export const useUnbindSns = () => useCall(postSnsUnbind);
