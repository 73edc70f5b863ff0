import type { getIdVerify as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getIdVerify = bindCall<typeof contract>('GET', '/v1/users/id-verify');
export const useIdentity = () => useRequest((http) => getIdVerify(http), []);
