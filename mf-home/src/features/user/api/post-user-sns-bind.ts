import type { postUserSnsBind as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postUserSnsBind = bindCall<typeof contract>('POST', '/v1/users/:provider/bind', { loading: '正在绑定...' });
export const useBindSns = () => useCall(postUserSnsBind);
