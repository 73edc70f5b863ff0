import type { getSnsCallback as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

/** The provider's code and state back on /home/user: a bind ticket for an account no member has. */
export const getSnsCallback = bindCall<typeof contract>('GET', '/v1/auth/:provider/callback', { loading: '正在绑定...' });
export const useSnsCallback = () => useCall(getSnsCallback);
