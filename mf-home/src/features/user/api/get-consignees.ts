import type { getConsignees as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getConsignees = bindCall<typeof contract>('GET', '/v1/users/consignees');
export const useConsignees = () => useRequest((http) => getConsignees(http), []);
