import type { getSns as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getSns = defineCall<typeof contract>('GET', '/v1/users/sns');
export const useSnsBindings = () => useRequest((http) => getSns(http), []);
