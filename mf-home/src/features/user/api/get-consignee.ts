import type { getConsignee as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getConsignee = defineCall<typeof contract>('GET', '/v1/users/consignee');
export const useConsignee = () => useRequest((http) => getConsignee(http), []);
