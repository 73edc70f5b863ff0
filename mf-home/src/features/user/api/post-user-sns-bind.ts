import type { postUserSnsBind as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postUserSnsBind = defineCall<typeof contract>('POST', '/v1/users/:provider/bind', { loading: '正在绑定...' });
export const useBindSns = () => useCall(postUserSnsBind);
