import type { getSns as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getSns = bindCall<typeof contract>('GET', '/v1/users/sns');
export const useSnsBindings = () => useRequest((http) => getSns(http), []);
