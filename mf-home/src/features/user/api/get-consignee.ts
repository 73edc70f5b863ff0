import type { getConsignee as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getConsignee = bindCall<typeof contract>('GET', '/v1/users/consignee');
export const useConsignee = () => useRequest((http) => getConsignee(http), []);
