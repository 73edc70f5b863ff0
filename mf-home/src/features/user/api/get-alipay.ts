import type { getAlipay as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getAlipay = defineCall<typeof contract>('GET', '/v1/users/alipay');
export const useAlipayAccount = () => useRequest((http) => getAlipay(http), []);
