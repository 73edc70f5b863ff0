import type { getIdVerify as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getIdVerify = defineCall<typeof contract>('GET', '/v1/users/id-verify');
export const useIdentity = () => useRequest((http) => getIdVerify(http), []);
