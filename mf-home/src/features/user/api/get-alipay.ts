import type { getAlipay as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getAlipay = bindCall<typeof contract>('GET', '/v1/users/alipay');
export const useAlipayAccount = () => useRequest((http) => getAlipay(http), []);
